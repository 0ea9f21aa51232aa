import { reportError } from '@elearn/platform';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from './error-boundary';
import { PlainNotice } from './plain-notice';
import { loadRemoteModule } from './remote-module-loader';

type Loaded<P> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Component: ComponentType<P> };

function componentOf<P>(module: unknown, id: string): ComponentType<P> {
  const component = (module as { default?: unknown } | null)?.default;
  if (typeof component !== 'function' && typeof component !== 'object')
    throw new Error(`${id} has no default export to render`);
  return component as ComponentType<P>;
}

/**
 * Mounts a component another remote exposes on purpose (its default export),
 * loaded at runtime through the federation runtime with its retries, e.g.
 * `<RemoteComponent remote="mf-materials" module="./viewer" props={{ materialId }} />`.
 * While it loads it says so; if it cannot load it shows the translated notice
 * with Retry; if it throws, the error boundary contains it. Either way it is
 * reported and the rest of the page keeps working.
 */
export function RemoteComponent<P extends object>({
  remote,
  module,
  props,
}: {
  remote: string;
  module: string;
  props: P;
}) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<P>>({ status: 'loading' });
  const id = `${remote}/${module.replace(/^\.\//, '')}`;

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    loadRemoteModule(remote, module, attempt > 0)
      .then((exposed) => componentOf<P>(exposed, id))
      .then(
        (Component) => live && setLoaded({ status: 'ready', Component }),
        (error: unknown) => {
          void reportError(error, { remote, module });
          if (live) setLoaded({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [remote, module, id, attempt]);

  if (loaded.status === 'loading') return <div role="status">{t('loading')}</div>;
  if (loaded.status === 'failed')
    return (
      <PlainNotice
        text={t('remote.failed')}
        action={t('remote.retry')}
        onAction={() => setAttempt((n) => n + 1)}
      />
    );
  const { Component } = loaded;
  return (
    <RemoteErrorBoundary name={id}>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}
