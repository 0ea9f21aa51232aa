import { refusalOf } from '@elearn/platform';
import { EmptyState, NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mindMapQuery } from './mind-map.queries';
import { MIND_MAP_CSS } from './mind-map.styles';
import { MindMapView } from './mind-map-view.component';

/** /dashboard/courses/{courseId}/mind-map — the course's mind map (learner-experience §2). */
export function MindMapPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId!;
  const { t } = useTranslation('mf-materials');
  const lang = useLang();
  const query = useQuery(mindMapQuery(courseId));
  const refusal = refusalOf(query.error);
  return (
    <AntdScope>
      <ScopedStyle name="mind-map" css={MIND_MAP_CSS} />
      <main className="mind-map-page">
        {refusal ? (
          <NotFoundState
            title={t(refusal === 403 ? 'mindMap.forbidden' : 'mindMap.notFound')}
            message=""
            back={{ to: `/${lang}/dashboard`, label: t('mindMap.back') }}
          />
        ) : (
          <QueryState
            query={query}
            loadingLabel={t('mindMap.loading')}
            errorMessage={t('mindMap.failed')}
            retryLabel={t('retry')}
          >
            {(data) => (
              <>
                <h1>{t('mindMap.title', { title: data.title })}</h1>
                {data.source === 'outline' && data.mindMap && (
                  <p className="mind-map-note">{t('mindMap.fromOutline')}</p>
                )}
                {data.mindMap ? (
                  <MindMapView root={data.mindMap} label={t('mindMap.tree', { title: data.title })} />
                ) : (
                  <EmptyState message={t('mindMap.empty')} />
                )}
              </>
            )}
          </QueryState>
        )}
      </main>
    </AntdScope>
  );
}
