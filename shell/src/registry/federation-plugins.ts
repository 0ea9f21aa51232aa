import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { LifeCycles } from 'single-spa';
import type { FallbackProps } from '../regions/fallback-lifecycles';

/** Retries a failed entry or chunk script (`retryDelay` apart); `manifest` covers a manifest fetch, which the
 * shell no longer makes (remotes are registered by remoteEntry.js). */
export const RETRIES = { manifest: 2, script: 2, scriptDelayMs: 600 };

/**
 * Module Federation's own first layer against a failing remote: its retry
 * plugin, for the entry and chunk scripts.
 */
export const retryPlugin = (): ModuleFederationRuntimePlugin =>
  RetryPlugin({
    fetch: { retryTimes: RETRIES.manifest },
    script: { retryTimes: RETRIES.script, retryDelay: RETRIES.scriptDelayMs },
  });

/** Lifecycles that stand in for a remote that could not load; `loadError` says why. */
export type FallbackLifecycles = LifeCycles<FallbackProps> & { loadError: unknown };

export const isFallback = (lifecycles: object): lifecycles is FallbackLifecycles => 'loadError' in lifecycles;

/**
 * The second layer: when a remote's single-spa entry (./spa) cannot load after
 * the retries, the federation runtime resolves it to fallback lifecycles
 * instead of failing (`errorLoadRemote`); only the module's `onLoad` failure is answered.
 * Other exposed modules fail normally: `<RemoteComponent>` shows its own fallback.
 */
export function regionFallbackPlugin(
  fallback: (error: unknown) => FallbackLifecycles,
): ModuleFederationRuntimePlugin {
  return {
    name: 'elearn-region-fallback',
    errorLoadRemote({ lifecycle, expose, error }) {
      if (lifecycle !== 'onLoad' || expose !== './spa') return undefined;
      return fallback(error);
    },
  };
}
