import { type CourseFormValues, courseFormSchema, type StoredCourseForm } from '@elearn/contracts';
import {
  Link,
  NotFoundState,
  QueryState,
  ScopedStyle,
  serverFieldErrors,
  useLang,
  zodValidate,
} from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { type FormikHelpers, FormikProvider, setIn, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { CourseFormRefusal, courseFormKeys, courseFormQuery } from './course-form.queries';
import { courseFormApi } from './course-form.resource';
import { COURSE_FORM_CSS } from './course-form.styles';
import { GeneralStep } from './general-step.component';
import { ModulesStep } from './modules-step.component';
import { OutcomesStep } from './outcomes-step.component';
import { OutlineFile } from './outline-file.component';

/** The form's steps, in order, and the top-level fields each holds. */
const STEPS = [
  { id: 'general', fields: ['title', 'description', 'keywords', 'additionalFees'] },
  { id: 'outcomes', fields: ['learningOutcomes'] },
  { id: 'modules', fields: ['modules'] },
] as const;
const validate = zodValidate(courseFormSchema);

/** /dashboard/courses/{courseId}/edit — the full course form (authoring §2 "Course form (non-wizard)"). */
export function CourseFormPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId!;
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(courseFormQuery(courseId));
  const refusal = query.error instanceof CourseFormRefusal ? query.error.status : null;
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <ScopedStyle name="authoring-course-form" css={COURSE_FORM_CSS} />
      <main className="authoring-page course-form">
        <p>
          <Link to={`/${lang}/dashboard/courses`}>{t('form.toCourses')}</Link>
        </p>
        {refusal ? (
          <NotFoundState
            title={t(refusal === 403 ? 'form.forbidden' : 'form.notFound')}
            message=""
            back={{ to: `/${lang}/dashboard/courses`, label: t('form.toCourses') }}
          />
        ) : (
          <QueryState
            query={query}
            loadingLabel={t('form.loading')}
            errorMessage={t('form.failed')}
            retryLabel={t('form.retry')}
          >
            {(form) => <CourseFormEditor courseId={courseId} initial={form} />}
          </QueryState>
        )}
      </main>
    </AntdScope>
  );
}

function CourseFormEditor({ courseId, initial }: { courseId: string; initial: StoredCourseForm }) {
  const { t } = useTranslation('mf-authoring');
  const client = useQueryClient();
  const [step, setStep] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const submit = async (values: CourseFormValues, helpers: FormikHelpers<CourseFormValues>) => {
    setSaved(false);
    setServerErrors({});
    try {
      const result = await courseFormApi.updateCourse(courseId, values);
      if (result.ok) {
        client.setQueryData(courseFormKeys.form(courseId), result.form);
        helpers.resetForm({ values: result.form });
        setSaved(true);
        return;
      }
      const fields = serverFieldErrors({ errors: result.errors });
      helpers.setErrors(fields);
      setServerErrors(
        Object.keys(fields).length
          ? fields
          : { form: result.status === 403 ? 'form.forbidden' : 'form.saveFailed' },
      );
    } catch {
      // The HTTP client showed the error dialog; the values stay for another try.
    }
  };
  const formik = useFormik<CourseFormValues>({ initialValues: initial, validate, onSubmit: submit });
  // The server's errors disable Save until the author changes something (authoring §5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared by any change of the values
  useEffect(() => setServerErrors({}), [formik.values]);

  /** Forward only when this step is valid; its fields' errors show otherwise. */
  const forward = async () => {
    const errors = (await formik.validateForm()) as Record<string, string>;
    const mine = Object.keys(errors).filter((path) =>
      STEPS[step]!.fields.some((f) => path === f || path.startsWith(`${f}.`)),
    );
    if (mine.length === 0) return setStep(step + 1);
    await formik.setTouched(
      mine.reduce((touched, path) => setIn(touched, path, true), formik.touched),
      false,
    );
    document.getElementById(`cf-${mine[0]}`)?.focus();
  };
  const last = step === STEPS.length - 1;
  const serverList = Object.entries(serverErrors);
  // On the last step, what still blocks Save in the earlier steps (a prefill may have changed them).
  const earlier = last
    ? Object.entries(formik.errors as Record<string, string>).filter(([path]) => !path.startsWith('modules'))
    : [];

  return (
    <FormikProvider value={formik}>
      <h1>{t('form.title', { title: initial.title })}</h1>
      <OutlineFile />
      <ol className="cf-steps" aria-label={t('form.stepsLabel')}>
        {STEPS.map((s, i) => (
          <li key={s.id} aria-current={i === step ? 'step' : undefined}>
            {t(`form.steps.${s.id}`)}
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={formik.handleSubmit} aria-busy={formik.isSubmitting}>
        {step === 0 && <GeneralStep />}
        {step === 1 && <OutcomesStep />}
        {step === 2 && <ModulesStep />}
        {serverList.length > 0 && (
          <div role="alert" className="cf-errors">
            <ul>
              {serverList.map(([field, key]) => (
                <li key={field}>{field === 'form' ? t(key) : `${field}: ${t(key)}`}</li>
              ))}
            </ul>
          </div>
        )}
        {earlier.length > 0 && (
          <div role="alert" className="cf-errors">
            <p>{t('form.fixEarlier')}</p>
            <ul>
              {earlier.map(([path, key]) => (
                <li key={path}>{`${path}: ${t(key)}`}</li>
              ))}
            </ul>
          </div>
        )}
        {saved && !formik.dirty && (
          <p role="status" className="cf-ok">
            {t('form.saved')}
          </p>
        )}
        <div className="cf-nav">
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('form.previous')}</Button>}
          {!last && (
            <Button type="primary" onClick={() => void forward()}>
              {t('form.next')}
            </Button>
          )}
          {last && (
            <Button
              type="primary"
              htmlType="submit"
              loading={formik.isSubmitting}
              disabled={formik.isSubmitting || !formik.isValid || serverList.length > 0}
            >
              {t('form.saveUpdates')}
            </Button>
          )}
        </div>
      </form>
    </FormikProvider>
  );
}
