import { type CourseFormCreateValues, courseFormCreateSchema } from '@elearn/contracts';
import { Link, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormikHelpers, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { coursesKeys } from '../courses/courses.queries';
import { DraftCoverProvider, useLocalCover } from '../wizard/draft-cover';
import { GeneralFields } from '../wizard/general.step';
import { nestedErrors, nestedValidate } from '../wizard/nested-errors';
import { constantsQuery, type WizardConstants } from '../wizard/wizard.queries';
import { wizardApi } from '../wizard/wizard.resource';
import { WIZARD_CSS } from '../wizard/wizard.styles';
import { initialValues, type WizardValues, withoutFile } from '../wizard/wizard-values';
import { COURSE_FORM_CSS } from './course-form.styles';
import { CourseFormSteps, CREATE_GENERAL_FIELDS } from './course-form-steps.component';

/** The create mode's values: the course form's, the wizard's general fields, the cover (a File or an address). */
export type NewCourseValues = Omit<CourseFormCreateValues, 'image'> & { image: File | string };

/** An empty course as the wizard starts one (academic, free, one audience to choose), no outcomes nor modules. */
export const emptyNewCourse = (): NewCourseValues => ({
  ...initialValues({}),
  learningOutcomes: [],
  modules: [],
});
const validate = nestedValidate<NewCourseValues>(courseFormCreateSchema);

/** /dashboard/courses/new — the course form creating a course ('Create Course', authoring §2). */
export function NewCourseFormPage() {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const constants = useQuery(constantsQuery());
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <ScopedStyle name="authoring-course-form" css={COURSE_FORM_CSS} />
      <ScopedStyle name="authoring-wizard" css={WIZARD_CSS} />
      <main className="authoring-page course-form">
        <p>
          <Link to={`/${lang}/dashboard/courses`}>{t('form.toCourses')}</Link>
        </p>
        <QueryState
          query={constants}
          loadingLabel={t('loading')}
          errorMessage={t('wizard.optionsFailed')}
          retryLabel={t('retry')}
        >
          {(lists) => <CourseFormCreator constants={lists} />}
        </QueryState>
      </main>
    </AntdScope>
  );
}

function CourseFormCreator({ constants }: { constants: WizardConstants }) {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const client = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);

  /** The same call as the wizard's Create Course: multipart json and the cover file. */
  const submit = async (values: NewCourseValues, helpers: FormikHelpers<NewCourseValues>) => {
    setServerErrors({});
    const form = new FormData();
    form.append('json', JSON.stringify(withoutFile(values as unknown as WizardValues)));
    if (values.image instanceof File) form.append('file', values.image);
    const result = await wizardApi.createCourse(form).catch(() => null);
    if (result?.ok) {
      void client.invalidateQueries({ queryKey: coursesKeys.authored });
      setCreated(result.data._id);
      return;
    }
    const fields = result?.errors ?? {};
    if (Object.keys(fields).length) {
      helpers.setErrors(nestedErrors(fields) as never);
      setServerErrors(fields);
    } else setServerErrors({ form: result?.status === 403 ? 'form.createForbidden' : 'form.createFailed' });
  };
  const formik = useFormik<NewCourseValues>({ initialValues: emptyNewCourse(), validate, onSubmit: submit });
  const cover = useLocalCover(formik as never);
  // The server's errors disable Create until the author changes something (authoring §5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared by any change of the values
  useEffect(() => setServerErrors({}), [formik.values]);
  // The form gives way to what was made: focus moves to its heading.
  useEffect(() => {
    if (created) document.getElementById('cf-created')?.focus();
  }, [created]);

  if (created)
    return (
      <section aria-labelledby="cf-created" className="cf-created">
        <h1 id="cf-created" tabIndex={-1}>
          {t('form.created', { title: formik.values.title })}
        </h1>
        <ul>
          <li>
            <Link to={`/${lang}/dashboard/preview-course/${created}`}>{t('form.createdPreview')}</Link>
          </li>
          <li>
            <Link to={`/${lang}/dashboard/courses/${created}/edit`}>{t('form.createdEdit')}</Link>
          </li>
          <li>
            <Link to={`/${lang}/dashboard/courses`}>{t('form.toCourses')}</Link>
          </li>
        </ul>
      </section>
    );
  return (
    <DraftCoverProvider value={cover}>
      <CourseFormSteps
        formik={formik}
        heading={t('form.newTitle')}
        general={
          <fieldset className="cf-step">
            <legend>{t('form.steps.general')}</legend>
            <GeneralFields constants={constants} />
          </fieldset>
        }
        generalFields={CREATE_GENERAL_FIELDS}
        submitLabel={t('review.create')}
        serverErrors={serverErrors}
        done={null}
        grades={constants.grades}
      />
    </DraftCoverProvider>
  );
}
