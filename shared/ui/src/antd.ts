export * from './kit/base';
export { AntdScope } from './root/antd-scope';
export { antdLocale } from './root/antd-locale';
export { theme } from './root/theme';
