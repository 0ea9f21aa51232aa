// The light entry: no antd here (ADR 0004). antd components are imported one by one
// from antd/es/<name>; their one ConfigProvider is AntdScope in @elearn/ui/antd.
export { serverFieldErrors, zodValidate } from './forms/zod-formik';
export { RemoteErrorBoundary } from './root/error-boundary';
export { PlainNotice } from './root/plain-notice';
export { createRemoteLifecycles, type RemoteProps } from './root/remote-lifecycles';
export { RemoteRoot } from './root/remote-root';
export { Link } from './routing/link';
export { type RouteComponent, RouteSwitch } from './routing/route-switch';
export { useLocationHref } from './routing/use-location';
export { useBehaviorSubject } from './session/use-observable';
export { useSession } from './session/use-session';
