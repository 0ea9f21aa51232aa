export * from './kit/antd';
export { RemoteRoot } from './root/remote-root';
export { createRemoteLifecycles, type RemoteProps } from './root/remote-lifecycles';
export { RemoteErrorBoundary } from './root/error-boundary';
export { theme } from './root/theme';
export { antdLocale } from './root/antd-locale';
export { Link } from './routing/link';
export { useLocationHref } from './routing/use-location';
export { RouteSwitch, type RouteComponent } from './routing/route-switch';
