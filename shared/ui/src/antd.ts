export * from './kit/base';
export { antdLocale } from './root/antd-locale';
export { AntdScope } from './root/antd-scope';
export { theme } from './root/theme';
