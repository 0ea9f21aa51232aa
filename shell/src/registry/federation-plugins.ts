import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { LifeCycles } from 'single-spa';
import type { FallbackProps } from '../regions/fallback-lifecycles';

/** Retries a failed manifest fetch (1 s apart) and a failed entry or chunk script (`retryDelay` apart). */
export const RETRIES = { manifest: 2, script: 2, scriptDelayMs: 600 };

/**
 * Module Federation's own first layer against a failing remote: its retry
 * plugin, for the manifest fetch and for the entry and chunk scripts. (The
 * plugin always waits 1 s between manifest attempts; its option for that is
 * not passed through in this version.)
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
 * instead of failing (`errorLoadRemote`). A manifest failure (`afterResolve`)
 * comes back as `onLoad` for the same load, so only that one is answered.
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
