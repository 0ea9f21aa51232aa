// The light entry: no antd here (ADR 0004). antd components are imported one by one
// from antd/es/<name>; their one ConfigProvider is AntdScope in @elearn/ui/antd.
export {
  focusChain,
  type ReturnFocusOptions,
  returnFocusAfter,
  useFocusOnChange,
  useReturnFocus,
} from './focus/return-focus';
export { useLeaveWarning } from './forms/use-leave-warning';
export { serverFieldErrors, zodValidate } from './forms/zod-formik';
export { EmptyState, ErrorState, LoadingState, NotFoundState, RefusalState } from './loading/load-states';
export { queryClient } from './loading/query-client';
export { QueryState } from './loading/query-state';
export { RemoteErrorBoundary } from './root/error-boundary';
export { PlainNotice } from './root/plain-notice';
export { RemoteComponent } from './root/remote-component';
export { createRemoteLifecycles, type RemoteProps } from './root/remote-lifecycles';
export { type RemoteModuleLoader, setRemoteModuleLoader } from './root/remote-module-loader';
export { useRemoteName } from './root/remote-name';
export { RemoteRoot } from './root/remote-root';
export { type LazyPage, lazyPage, preloadPageAt } from './routing/lazy-page';
export { Link } from './routing/link';
export { type DeclaredRoute, pageMismatches, type RouteComponent, RouteSwitch } from './routing/route-switch';
export { useLang, useRestPath } from './routing/use-lang';
export { useLocationHref } from './routing/use-location';
export { useBehaviorSubject } from './session/use-observable';
export { useSession } from './session/use-session';
export { ScopedStyle } from './styles/scoped-style';
