import type { CourseDraft, WizardStep } from '@elearn/contracts';
import { QueryState, ScopedStyle, useFocusOnChange } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { coursesKeys } from '../courses/courses.queries';
import { DraftCoverProvider, useDraftCoverState } from './draft-cover';
import { GeneralStep } from './general.step';
import { ModulesStep } from './modules.step';
import { nestedErrors, nestedTouched } from './nested-errors';
import { OutcomesStep } from './outcomes.step';
import { ReviewStep } from './review.step';
import { SuccessStep } from './success.step';
import { useDraftSaving } from './use-draft-saving';
import { constantsQuery, draftQuery, type WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { WIZARD_CSS } from './wizard.styles';
import { stepValidate } from './wizard-validate';
import { initialValues, type WizardValues, withoutFile } from './wizard-values';

const STEPS: WizardStep[] = ['general', 'outcomes', 'modules', 'review', 'success'];

/** /dashboard/course-wizard/{draftId} — the course wizard, resumed from its server draft. */
export function WizardPage({ params }: { params: Record<string, string> }) {
  const draftId = params.draftId!;
  const { t } = useTranslation('mf-authoring');
  const draft = useQuery(draftQuery(draftId));
  const constants = useQuery(constantsQuery());
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <ScopedStyle name="authoring-wizard" css={WIZARD_CSS} />
      <main className="authoring-page wizard">
        <h1>{t('wizard.title')}</h1>
        <QueryState
          query={draft}
          loadingLabel={t('loading')}
          errorMessage={t('wizard.draftFailed')}
          retryLabel={t('retry')}
        >
          {(saved) => (
            <QueryState
              query={constants}
              loadingLabel={t('loading')}
              errorMessage={t('wizard.optionsFailed')}
              retryLabel={t('retry')}
            >
              {(lists) => <Wizard draft={saved} constants={lists} />}
            </QueryState>
          )}
        </QueryState>
      </main>
    </AntdScope>
  );
}

function Wizard({ draft, constants }: { draft: CourseDraft; constants: WizardConstants }) {
  const { t } = useTranslation('mf-authoring');
  const queryClient = useQueryClient();
  // With no saved course, the success step returns to general (authoring §2).
  const [step, setStep] = useState<WizardStep>(
    draft.step === 'success' && !draft.courseId ? 'general' : draft.step,
  );
  const [courseId, setCourseId] = useState(draft.courseId);
  const stepRef = useRef(step);
  stepRef.current = step;
  const formik = useFormik<WizardValues>({
    initialValues: initialValues(draft.values),
    validate: (values) => stepValidate(stepRef.current)(values),
    onSubmit: () => undefined,
  });
  const saved = useDraftSaving(draft.id, step, formik.values);
  const cover = useDraftCoverState(draft, formik);
  // Each step's own heading takes focus once it is shown (Next, Back, Create).
  useFocusOnChange(step, () => document.getElementById('wizard-step-heading'));

  const go = (next: WizardStep) => {
    formik.setSubmitting(false);
    formik.resetForm({ values: formik.values, errors: {}, touched: {}, submitCount: 0 });
    setStep(next);
  };
  /** Forward: the step's rules first (a failure shows every field's error), then `extra` (the server's check). */
  const forward = async (next: WizardStep, extra?: () => Promise<boolean>) => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length) {
      await formik.submitForm();
      return;
    }
    formik.setSubmitting(true);
    const ok = extra ? await extra() : true;
    formik.setSubmitting(false);
    if (ok) go(next);
  };
  const onCreated = (id: string) => {
    setCourseId(id);
    void queryClient.invalidateQueries({ queryKey: coursesKeys.authored });
    go('success');
  };

  return (
    <FormikProvider value={formik}>
      <DraftCoverProvider value={cover}>
        <ol className="wizard-steps" aria-label={t('wizard.steps')}>
          {STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              <span className="wizard-step-number">{i + 1}</span> {t(`wizard.step.${s}`)}
            </li>
          ))}
        </ol>
        <p className="authoring-muted" aria-live="polite">
          {step !== 'success' && saved !== 'idle' ? t(`wizard.save.${saved}`) : ''}
        </p>
        <form onSubmit={(e) => e.preventDefault()} noValidate>
          {step === 'general' && (
            <GeneralStep
              constants={constants}
              onForward={() => forward('outcomes', () => checkOnServer(formik))}
            />
          )}
          {step === 'outcomes' && (
            <OutcomesStep
              constants={constants}
              onBack={() => go('general')}
              onForward={() => forward('modules')}
            />
          )}
          {step === 'modules' && (
            <ModulesStep
              constants={constants}
              onBack={() => go('outcomes')}
              onForward={() => forward('review')}
            />
          )}
          {step === 'review' && (
            <ReviewStep
              draftId={draft.id}
              constants={constants}
              onBack={() => go('modules')}
              onCreated={onCreated}
            />
          )}
          {step === 'success' && <SuccessStep courseId={courseId} onRestart={() => go('general')} />}
        </form>
      </DraftCoverProvider>
    </FormikProvider>
  );
}

/** POST /course/validateExists: its field errors land on the fields; a failure says so. */
async function checkOnServer(formik: ReturnType<typeof useFormik<WizardValues>>): Promise<boolean> {
  const result = await wizardApi.validateExists(withoutFile(formik.values)).catch(() => null);
  if (result?.ok) return true;
  const errors = result ? result.errors : { form: 'wizard.validateFailed' };
  await formik.setTouched(nestedTouched(errors), false);
  formik.setErrors(nestedErrors(errors));
  return false;
}
