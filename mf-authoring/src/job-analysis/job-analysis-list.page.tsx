import type { DacumAnalysis } from '@elearn/contracts/dacum';
import { navigate } from '@elearn/platform';
import { EmptyState, Link, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { analysesQuery, dacumKeys } from './job-analysis.queries';
import { dacumApi } from './job-analysis.resource';
import { DACUM_CSS } from './job-analysis.styles';

/** /dashboard/job-analysis — the staff member's analyses and those shared with staff. */
export function JobAnalysisListPage() {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(analysesQuery());
  const [toast, toastHolder] = message.useMessage();
  const start = useMutation({
    mutationFn: () => dacumApi.create(),
    onSuccess: (created) => navigate(`/${lang}/dashboard/job-analysis/${created.id}`),
    onError: () => void toast.error(t('dacum.startFailed')),
  });
  return (
    <AntdScope>
      {toastHolder}
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <ScopedStyle name="authoring-dacum" css={DACUM_CSS} />
      <main className="authoring-page">
        <div className="authoring-heading">
          <h1>{t('dacum.listTitle')}</h1>
          <Button type="primary" onClick={() => start.mutate()} loading={start.isPending}>
            {t('dacum.new')}
          </Button>
        </div>
        <QueryState
          query={query}
          loadingLabel={t('dacum.loading')}
          errorMessage={t('dacum.listFailed')}
          retryLabel={t('dacum.retry')}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState message={t('dacum.listEmpty')} />}
        >
          {(analyses) => (
            <ul className="dacum-analyses">
              {analyses.map((a) => (
                <AnalysisRow
                  key={a.id}
                  analysis={a}
                  lang={lang}
                  onFailed={() => void toast.error(t('dacum.saveFailed'))}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </main>
    </AntdScope>
  );
}

function AnalysisRow({
  analysis,
  lang,
  onFailed,
}: {
  analysis: DacumAnalysis;
  lang: string;
  onFailed(): void;
}) {
  const { t } = useTranslation('mf-authoring');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dacumKeys.list });
  const share = useMutation({
    mutationFn: (shared: boolean) => dacumApi.share(analysis.id, shared),
    onSuccess: refresh,
    onError: onFailed,
  });
  const duplicate = useMutation({
    mutationFn: () => dacumApi.duplicate(analysis.id),
    onSuccess: (copy) => navigate(`/${lang}/dashboard/job-analysis/${copy.id}`),
    onError: onFailed,
  });
  const title = analysis.jobName || t('dacum.untitled');
  return (
    <li>
      <div>
        <strong>{title}</strong> · {t(`dacum.steps.${analysis.step}`)}
        {!analysis.mine && (
          <div className="authoring-muted">{t('dacum.sharedBy', { name: analysis.owner })}</div>
        )}
      </div>
      <div className="dacum-actions">
        <Link to={`/${lang}/dashboard/job-analysis/${analysis.id}`}>{t('dacum.resume')}</Link>
        <Button size="small" onClick={() => duplicate.mutate()} loading={duplicate.isPending}>
          {t('dacum.duplicate')}
        </Button>
        {analysis.mine && (
          <span>
            <input
              id={`share-${analysis.id}`}
              type="checkbox"
              checked={analysis.shared}
              disabled={share.isPending}
              onChange={(e) => share.mutate(e.target.checked)}
            />{' '}
            <label htmlFor={`share-${analysis.id}`}>{t('dacum.share')}</label>
          </span>
        )}
      </div>
    </li>
  );
}
