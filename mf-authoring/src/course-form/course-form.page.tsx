import { type CourseFormValues, courseFormSchema, type StoredCourseForm } from '@elearn/contracts';
import { refusalOf } from '@elearn/platform';
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
import { type FormikHelpers, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { courseFormKeys, courseFormQuery } from './course-form.queries';
import { courseFormApi } from './course-form.resource';
import { COURSE_FORM_CSS } from './course-form.styles';
import { CourseFormSteps, FORM_STEPS } from './course-form-steps.component';
import { GeneralStep } from './general-step.component';

const validate = zodValidate(courseFormSchema);

/** /dashboard/courses/{courseId}/edit — the full course form (authoring §2 "Course form (non-wizard)"). */
export function CourseFormPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId!;
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(courseFormQuery(courseId));
  const refusal = refusalOf(query.error);
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

  return (
    <CourseFormSteps
      formik={formik}
      heading={t('form.title', { title: initial.title })}
      general={<GeneralStep />}
      generalFields={FORM_STEPS[0].fields}
      submitLabel={t('form.saveUpdates')}
      serverErrors={serverErrors}
      done={
        saved && (
          <p role="status" className="cf-ok">
            {t('form.saved')}
          </p>
        )
      }
    />
  );
}
