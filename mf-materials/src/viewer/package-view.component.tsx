import type { ScormProgress } from '@elearn/contracts';
import { type MaterialFile, SCORM_DONE_STATUSES } from '@elearn/contracts/constants';
import { ErrorState, LoadingState } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsKeys, packageLaunchQuery } from '../materials/materials.queries';
import { materialsApi } from '../materials/materials.resource';
import { packageMessageOf } from './package-messages';

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A SCORM 1.2 package (docs/adr/0016-scorm-packages.md) in a sandboxed frame
 * of its launch page: the runtime inside reports each commit, finish and status
 * change; a learner's are saved as they come, one after another, and a passed
 * or completed status turns the file 'Completed'. Staff see a preview, not saved.
 */
export function PackageView({ file, courseId }: { file: MaterialFile; courseId: string }) {
  const { t } = useTranslation('mf-materials');
  const queryClient = useQueryClient();
  const query = useQuery(packageLaunchQuery(file.id));
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<ScormProgress | null>(null);
  const [completed, setCompleted] = useState(file.iscompleted);
  const [saving, setSaving] = useState<Saving>('idle');
  const queue = useRef(Promise.resolve());
  const launch = query.data?.ok ? query.data.data : null;

  useEffect(() => {
    if (launch?.progress) setState(launch.progress);
  }, [launch]);

  useEffect(() => {
    if (!launch) return;
    const onMessage = (event: MessageEvent) => {
      const message = packageMessageOf(event, frame.current?.contentWindow);
      if (!message) return;
      setState(message.cmi);
      if (launch.mode !== 'record') return;
      // One save at a time, in the order the package reported (each carries the whole state).
      queue.current = queue.current.then(async () => {
        setSaving('saving');
        const answer = await materialsApi.savePackageProgress(file.id, message.cmi).catch(() => null);
        if (!answer?.ok) return setSaving('failed');
        setSaving('saved');
        if (answer.data.iscompleted) {
          setCompleted(true);
          void queryClient.invalidateQueries({ queryKey: materialsKeys.course(courseId) });
        }
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launch, file.id, courseId, queryClient]);

  if (query.isPending) return <LoadingState label={t('viewer.package.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        message={t('viewer.package.failed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (!launch) return <p role="alert">{t('viewer.notFound')}</p>;

  const done =
    completed ||
    (state ? SCORM_DONE_STATUSES.includes(state.lesson_status) && launch.mode === 'record' : false);
  const status = state?.lesson_status === 'not attempted' ? 'notAttempted' : state?.lesson_status;
  return (
    <div className="materials-package">
      <div className="materials-actions" role="status">
        {done && <span className="materials-done">{t('viewer.completed')}</span>}
        {status && (
          <span>{t('viewer.package.status', { status: t(`viewer.package.statuses.${status}`) })}</span>
        )}
        {state?.score_raw != null && (
          <span>
            {t('viewer.package.score', {
              score: state.score_max ? `${state.score_raw} / ${state.score_max}` : state.score_raw,
            })}
          </span>
        )}
        {launch.mode === 'preview' && <span>{t('viewer.package.preview')}</span>}
        {saving === 'saving' && <span>{t('viewer.package.saving')}</span>}
        {saving === 'saved' && <span>{t('viewer.package.saved')}</span>}
        {saving === 'failed' && <span className="materials-error">{t('viewer.package.saveFailed')}</span>}
      </div>
      <iframe
        ref={frame}
        title={t('viewer.package.frame', { name: launch.title })}
        src={launch.url}
        // The served page's CSP sandboxes it too; no allow-same-origin: an opaque origin, never the site's.
        sandbox="allow-scripts allow-forms allow-popups"
        className="materials-package-frame"
      />
    </div>
  );
}
