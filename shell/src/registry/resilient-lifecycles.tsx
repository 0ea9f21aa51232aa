import { reportError } from '@elearn/platform';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { RegionFailed, RegionLoading } from '../regions/region-fallback';
import { loadLifecycles } from './load-remote';
import type { RemoteEntry } from './remote-config';

type Props = { domElement: HTMLElement; region?: string };

/** Loaded lifecycles per remote: both regions of one remote share one load. */
const loaded = new Map<string, Promise<LifeCycles>>();

function load(remote: RemoteEntry): Promise<LifeCycles> {
  let pending = loaded.get(remote.name);
  if (!pending) {
    pending = loadLifecycles(remote);
    loaded.set(remote.name, pending);
    // A failed load may be tried again later.
    pending.catch(() => loaded.delete(remote.name));
  }
  return pending;
}

/**
 * Lifecycles that never fail the page: they load the remote on mount, show a
 * spinner meanwhile, and if loading or mounting fails, report it and show a
 * fallback with Retry in this region only.
 */
export function resilientLifecycles(remote: RemoteEntry, region: string): LifeCycles<Props> {
  let real: LifeCycles<Props> | null = null;
  let bootstrapped = false;
  let shellRoot: Root | null = null;
  let mountedProps: Props | null = null;

  const showShellUi = (props: Props, node: React.ReactNode) => {
    shellRoot ??= createRoot(props.domElement);
    shellRoot.render(node);
  };
  const clearShellUi = () => {
    shellRoot?.unmount();
    shellRoot = null;
  };

  async function mountReal(props: Props): Promise<void> {
    const container = props.domElement;
    showShellUi(props, <RegionLoading name={remote.name} compact={region !== 'main'} />);
    try {
      real ??= (await load(remote)) as unknown as LifeCycles<Props>;
      if (mountedProps !== props) return; // unmounted while loading
      clearShellUi();
      if (!bootstrapped) {
        await callLifecycle(real.bootstrap, props);
        bootstrapped = true;
      }
      await callLifecycle(real.mount, props);
      container.dataset.state = 'mounted';
    } catch (error) {
      void reportError(error, { remote: remote.name, region, version: remote.version });
      if (mountedProps !== props) return;
      container.dataset.state = 'failed';
      showShellUi(
        props,
        <RegionFailed
          name={remote.name}
          onRetry={async () => {
            clearShellUi();
            real = null;
            bootstrapped = false;
            await mountReal(props);
          }}
        />,
      );
    }
  }

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      mountedProps = props;
      await mountReal(props);
    },
    unmount: async (props) => {
      mountedProps = null;
      if (shellRoot) clearShellUi();
      else if (real && props.domElement.dataset.state === 'mounted') await callLifecycle(real.unmount, props);
      delete props.domElement.dataset.state;
    },
  };
}

type Lifecycle<P> = LifeCycles<P>['mount'];

async function callLifecycle<P>(fn: Lifecycle<P>, props: P): Promise<void> {
  const list = Array.isArray(fn) ? fn : [fn];
  for (const step of list) await step(props as P & import('single-spa').AppProps);
}
