import { createRoot, type Root } from 'react-dom/client';
import type { FallbackLifecycles } from '../registry/federation-plugins';
import { RegionFailed } from './region-fallback';

/** What the fallback is mounted with: the region, whose remote failed, and how to try again. */
export interface FallbackProps {
  domElement: HTMLElement;
  name: string;
  onRetry: () => Promise<void>;
}

/**
 * Single-spa lifecycles that show the translated "could not load" notice with
 * Retry. Both regions of one remote may mount the same fallback: one root each.
 */
export function fallbackLifecycles(loadError: unknown): FallbackLifecycles {
  const roots = new Map<HTMLElement, Root>();
  return {
    loadError,
    bootstrap: async () => {},
    mount: async ({ domElement, name, onRetry }: FallbackProps) => {
      const root = createRoot(domElement);
      roots.set(domElement, root);
      root.render(<RegionFailed name={name} onRetry={onRetry} />);
      domElement.dataset.state = 'failed';
    },
    unmount: async ({ domElement }: FallbackProps) => {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
    },
  };
}
