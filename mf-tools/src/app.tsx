import type { RemoteProps, RouteComponent } from '@elearn/ui';
import { Toolbox } from './toolbox/toolbox.component';

/** mf-tools declares no pages (routes.json): it lives in the tools region only. */
export const pages: Record<string, RouteComponent> = {};

/** The floating toolbox, on every page of a signed-in user (the shell mounts the tools region then). */
export function App({ region }: RemoteProps & { region?: string }) {
  return region === 'tools' ? <Toolbox /> : null;
}
