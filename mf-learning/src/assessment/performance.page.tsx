import type { LearnerPerformance } from '@elearn/contracts';
import { ErrorState, LoadingState, ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { LearnerCard } from '../learner/learner-card.component';
import { performanceQuery } from './assessment.queries';
import { Refusal } from './assessment.resource';
import { assessmentCss } from './assessment.styles';
import { MyAssessments, ReviewModal } from './my-assessments.component';
import type { ChartPoint } from './performance-chart.component';
import { PerformanceMatrix } from './performance-matrix.component';

// recharts loads with this page only.
const PerformanceChart = lazy(() => import('./performance-chart.component'));

/** Chart points: each scored exam's percentage by date, oldest first, with its passed/total questions. */
function chartPoints(data: LearnerPerformance, lang: string): ChartPoint[] {
  return data.exams
    .filter((e) => e.percentageScore !== null)
    .slice()
    .reverse()
    .map((e) => {
      const own = data.answers.filter((a) => a.examId === e.examId);
      return {
        id: e.examId,
        label: new Date(e.createdAt).toLocaleDateString(lang, { month: 'short', day: 'numeric' }),
        percent: e.percentageScore ?? 0,
        passed: own.filter((a) => a.passed).length,
        total: e.outOf,
      };
    });
}

function PerformanceTabs({ data, own }: { data: LearnerPerformance; own: boolean }) {
  const { t, i18n } = useTranslation('mf-learning', { keyPrefix: 'performance' });
  const [open, setOpen] = useState<string | null>(null);
  const points = chartPoints(data, i18n.language);
  return (
    <AntdScope>
      <Tabs
        items={[
          {
            key: 'chart',
            label: t('tabs.chart'),
            children:
              points.length === 0 ? (
                <p className="ml-perf__empty">{t('empty')}</p>
              ) : (
                <figure className="ml-card ml-perf__chart" aria-label={t('chartLabel')}>
                  <Suspense fallback={<LoadingState />}>
                    <PerformanceChart
                      points={points}
                      passedLabel={(p) => t('passedOf', { passed: p.passed, total: p.total })}
                    />
                  </Suspense>
                  <figcaption>{t('chartLabel')}</figcaption>
                  {/* The same numbers as text, for screen readers and tests. */}
                  <ol className="ml-perf__points">
                    {points.map((p) => (
                      <li key={p.id}>
                        {p.label}: {p.percent}% ({t('passedOf', { passed: p.passed, total: p.total })})
                      </li>
                    ))}
                  </ol>
                </figure>
              ),
          },
          {
            key: 'exams',
            label: t('tabs.exams'),
            // Only the learner can go on with their own unfinished tests.
            children: (
              <MyAssessments exams={data.exams} unfinished={own ? data.unfinished : []} onOpen={setOpen} />
            ),
          },
          {
            key: 'matrix',
            label: t('tabs.matrix'),
            children: <PerformanceMatrix data={data} onOpenExam={setOpen} />,
          },
        ]}
      />
      {open && <ReviewModal hash={open} onClose={() => setOpen(null)} />}
    </AntdScope>
  );
}

function PerformanceView({ learnerId, own }: { learnerId: string; own: boolean }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'performance' });
  const { t: common } = useTranslation('mf-learning');
  const data = useQuery(performanceQuery(learnerId));
  return (
    <div className="ml-assess">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="assessment" css={assessmentCss} />
      <div className="ml-container ml-perf">
        {/* Whose performance it is (learner-experience §3), the learner's own too, as on the study log and progress pages. */}
        <LearnerCard learnerId={learnerId} />
        <h1>{own ? t('myTitle') : t('title')}</h1>
        {data.isPending ? (
          <LoadingState label={t('loading')} />
        ) : data.isError ? (
          data.error instanceof Refusal && data.error.status === 403 ? (
            <p className="ml-card ml-exam__refused" role="alert">
              {t('forbidden')}
            </p>
          ) : (
            <ErrorState
              message={t('error')}
              retryLabel={common('retry')}
              onRetry={() => void data.refetch()}
              busy={data.isFetching}
            />
          )
        ) : (
          <PerformanceTabs data={data.data} own={own} />
        )}
      </div>
    </div>
  );
}

/** /{lang}/dashboard/learner-performance/{childId} — a learner's performance for the learner, their instructors and staff. */
export function LearnerPerformancePage({ params }: { params: Record<string, string> }) {
  const user = useSession();
  return <PerformanceView learnerId={params.childId ?? ''} own={user?.id === params.childId} />;
}

/** /{lang}/dashboard/my-performance — the signed-in learner's own performance. */
export function MyPerformancePage() {
  const user = useSession();
  if (!user) return null;
  return <PerformanceView learnerId={user.id} own />;
}
