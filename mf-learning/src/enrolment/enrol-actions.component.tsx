import type { CourseRole } from '@elearn/contracts/access';
import { enrolmentState } from '@elearn/contracts/enrolment';
import { formatEgp, type Lang, loginPath, navigate, withLang } from '@elearn/platform';
import { ErrorState, LoadingState, ScopedStyle, useLang, useReturnFocus, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { commonCss } from '../common/common.styles';
import { ForumLink } from '../forum-link/forum-link.component';
import { checkoutFailureKey, payFor, postCourseProgress } from '../payments/payments.resource';
import { paymentsCss } from '../payments/payments.styles';
import { TestPaymentsNotice } from '../payments/test-payments.notice';
import { courseProgressPath } from './course-progress-path';
import { getMyCourseRole } from './enrolment.resource';

/** What the enrol actions need of a course (the course page has all of it). */
export interface EnrolCourse {
  id: string;
  title: string;
  seoTxt: string;
  /** Piastres; null or 0 is free. */
  additionalFeesPiastres: number | null;
}

const roleQuery = (courseId: string) => ({
  queryKey: ['learning', 'course-role', courseId],
  queryFn: ({ signal }: { signal: AbortSignal }) => getMyCourseRole(courseId, signal),
});

type Busy = null | 'enrol' | 'pay';

function useEnrol(course: EnrolCourse, lang: Lang) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  /** The translation key of the last failure (null: none). */
  const [failed, setFailed] = useState<string | null>(null);
  const run = (what: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(what);
    setFailed(null);
    work().catch((error: unknown) => {
      setBusy(null);
      setFailed(checkoutFailureKey(error, 'failed'));
    });
  };
  return {
    busy,
    failed,
    enrol: (as: CourseRole) =>
      run('enrol', async () => {
        await postCourseProgress(course.id, { as });
        await queryClient.invalidateQueries({ queryKey: ['learning'] });
        navigate(courseProgressPath(lang, course.id));
      }),
    pay: () => run('pay', () => payFor({ itemType: 'course', itemId: course.id, lang })),
  };
}

/**
 * A course's enrol options, by the enrolment rules of `@elearn/contracts/enrolment`:
 * sign in, Go to Course / View Course, the locked message, the payment
 * modal, the enrol form, or (permissionLevel above 3) enrol as learner or
 * instructor and preview. The server enforces the same rules.
 */
export function EnrolActions({ course }: { course: EnrolCourse }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.enrol' });
  const { t: tc } = useTranslation('mf-learning');
  const lang = useLang() as Lang;
  const user = useSession();
  const role = useQuery({ ...roleQuery(course.id), enabled: !!user });
  const actions = useEnrol(course, lang);
  const [paying, setPaying] = useState(false);
  const focus = useReturnFocus(paying);
  if (user && role.isPending) return <LoadingState label={t('checking')} />;
  if (user && role.isError)
    return (
      <ErrorState
        message={t('checkFailed')}
        retryLabel={tc('retry')}
        busy={role.isFetching}
        onRetry={() => void role.refetch()}
      />
    );
  const state = enrolmentState({
    user,
    course: { feesPiastres: course.additionalFeesPiastres },
    courseRole: role.data?.courseRole ?? null,
  });
  const fees = formatEgp(course.additionalFeesPiastres ?? 0, lang);
  const here = withLang(lang, `/course/${course.seoTxt}`);
  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="payments" css={paymentsCss} />
      <div className="ml-enrol">
        {state.kind === 'login' && (
          <ButtonLink variant="primary" size="lg" to={loginPath(lang, here)}>
            {t('login')}
          </ButtonLink>
        )}
        {state.kind === 'open' && (
          <ButtonLink variant="primary" size="lg" to={courseProgressPath(lang, course.id)}>
            {state.role === 'instructor' ? t('viewCourse') : t('goToCourse')}
          </ButtonLink>
        )}
        {(state.kind === 'open' || state.kind === 'staff') && <ForumLink course={course} />}
        {state.kind === 'locked' && (
          <>
            <p className="ml-enrol__locked">{t('locked')}</p>
            <ButtonLink variant="outline" to={withLang(lang, '/subscription-options')}>
              {t('seePlans')}
            </ButtonLink>
          </>
        )}
        {state.kind === 'enrol' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              actions.enrol('learner');
            }}
          >
            <button
              type="submit"
              className="ml-btn ml-btn--primary ml-btn--lg ml-btn--block"
              disabled={!!actions.busy}
            >
              {actions.busy === 'enrol' ? t('enrolling') : t('enrol')}
            </button>
          </form>
        )}
        {state.kind === 'pay' && (
          <button type="button" className="ml-btn ml-btn--primary ml-btn--lg" onClick={() => setPaying(true)}>
            {t('pay', { amount: fees })}
          </button>
        )}
        {state.kind === 'staff' && (
          <div className="ml-enrol__row">
            <button
              type="button"
              className="ml-btn ml-btn--primary"
              disabled={!!actions.busy}
              onClick={() => actions.enrol('learner')}
            >
              {t('asLearner')}
            </button>
            <button
              type="button"
              className="ml-btn ml-btn--outline"
              disabled={!!actions.busy}
              onClick={() => actions.enrol('instructor')}
            >
              {t('asInstructor')}
            </button>
            <ButtonLink variant="link" to={courseProgressPath(lang, course.id, true)}>
              {t('preview')}
            </ButtonLink>
          </div>
        )}
        {actions.failed && (
          <p role="alert" className="ml-pay__alert">
            {t(actions.failed)}
          </p>
        )}
      </div>
      <Modal
        {...focus}
        open={paying}
        title={t('payTitle')}
        onCancel={() => setPaying(false)}
        onOk={actions.pay}
        okText={t('payNow', { amount: fees })}
        cancelText={t('cancel')}
        okButtonProps={{ loading: actions.busy === 'pay' }}
        destroyOnHidden
      >
        <p>{t('payText', { title: course.title, amount: fees })}</p>
        <TestPaymentsNotice />
        {actions.failed && <p role="alert">{t(actions.failed)}</p>}
      </Modal>
    </AntdScope>
  );
}
