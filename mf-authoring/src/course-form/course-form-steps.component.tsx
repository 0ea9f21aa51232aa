import Button from 'antd/es/button';
import { type FormikContextType, FormikProvider, setIn } from 'formik';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModulesStep } from './modules-step.component';
import { OutcomesStep } from './outcomes-step.component';
import { OutlineFile } from './outline-file.component';

/** The form's steps, in order, and the top-level fields each holds. */
export const FORM_STEPS = [
  { id: 'general', fields: ['title', 'description', 'keywords', 'additionalFees'] },
  { id: 'outcomes', fields: ['learningOutcomes'] },
  { id: 'modules', fields: ['modules'] },
] as const;
/** The create mode's general step also holds the wizard's general fields. */
export const CREATE_GENERAL_FIELDS = [
  ...FORM_STEPS[0].fields,
  'type',
  'image',
  'audiences',
  'educationalSystem',
  'gradeLevels',
  'pathway',
  'prerequisite',
] as const;

/** Errors flat or nested (a list's items inside it), as path → message key. */
export function flatErrors(errors: unknown, prefix = ''): Record<string, string> {
  if (typeof errors === 'string') return { [prefix || 'form']: errors };
  if (!errors || typeof errors !== 'object') return {};
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors))
    Object.assign(flat, flatErrors(value, prefix ? `${prefix}.${key}` : key));
  return flat;
}

interface Props<V> {
  formik: FormikContextType<V>;
  heading: string;
  /** The general step (the edit mode's text fields, or the create mode's whole general info). */
  general: ReactNode;
  generalFields: readonly string[];
  submitLabel: string;
  /** The server's field errors and failures (field → key), shown under the form; they disable submit. */
  serverErrors: Record<string, string>;
  /** What shows once the submit succeeded (and the values are unchanged since). */
  done: ReactNode;
  /** The grade levels an outline file's grade_level is looked up in (create mode). */
  grades?: readonly { id: string; name: string }[];
}

/** The course form's three steps with Next (checks the step), Back and the submit (authoring §2). */
export function CourseFormSteps<V>({
  formik,
  heading,
  general,
  generalFields,
  submitLabel,
  serverErrors,
  done,
  grades,
}: Props<V>) {
  const { t } = useTranslation('mf-authoring');
  const [step, setStep] = useState(0);
  const fieldsOf = (at: number) => (at === 0 ? generalFields : FORM_STEPS[at]!.fields);

  /** Forward only when this step is valid; its fields' errors show otherwise. */
  const forward = async () => {
    const errors = flatErrors(await formik.validateForm());
    const mine = Object.keys(errors).filter((path) =>
      fieldsOf(step).some((f) => path === f || path.startsWith(`${f}.`)),
    );
    if (mine.length === 0) return setStep(step + 1);
    await formik.setTouched(
      mine.reduce((touched, path) => setIn(touched, path, true), formik.touched),
      false,
    );
    document.getElementById(`cf-${mine[0]}`)?.focus();
  };
  const last = step === FORM_STEPS.length - 1;
  const serverList = Object.entries(serverErrors);
  // On the last step, what still blocks submit in the earlier steps (a prefill may have changed them).
  const earlier = last
    ? Object.entries(flatErrors(formik.errors)).filter(([path]) => !path.startsWith('modules'))
    : [];

  return (
    <FormikProvider value={formik}>
      <h1>{heading}</h1>
      <OutlineFile grades={grades} />
      <ol className="cf-steps" aria-label={t('form.stepsLabel')}>
        {FORM_STEPS.map((s, i) => (
          <li key={s.id} aria-current={i === step ? 'step' : undefined}>
            {t(`form.steps.${s.id}`)}
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={formik.handleSubmit} aria-busy={formik.isSubmitting}>
        {step === 0 && general}
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
        {!formik.dirty && done}
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
              {submitLabel}
            </Button>
          )}
        </div>
      </form>
    </FormikProvider>
  );
}
