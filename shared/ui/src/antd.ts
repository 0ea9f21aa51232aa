// antd's one context per page: the ConfigProvider (direction, locale, theme).
// Components are imported one by one from 'antd/es/<name>', each its own shared
// key provided by the shell (docs/adr/0004-antd-sharing.md).
export { AntdScope } from './root/antd-scope';
export { theme } from './root/theme';
