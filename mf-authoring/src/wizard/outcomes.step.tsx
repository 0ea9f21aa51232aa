import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiFailure, EnhancePrompt, useEnhancePrompt } from './enhance-prompt.component';
import { Field, ListError } from './field';
import { DragHandle, SortableList } from './sortable-list';
import type { WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import {
  emptyOutcome,
  generalInfoOf,
  newId,
  type OutcomeValues,
  outcomeForAi,
  type WizardValues,
} from './wizard-values';

/** Step 2: learning outcomes, generated when there are none (cancellable), enhanced, reordered. */
export function OutcomesStep({
  constants,
  onBack,
  onForward,
}: {
  constants: WizardConstants;
  onBack: () => void;
  onForward: () => void;
}) {
  const { t } = useTranslation('mf-authoring');
  const { values, setFieldValue, isSubmitting } = useFormikContext<WizardValues>();
  const [generating, setGenerating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const prompt = useEnhancePrompt();
  const info = generalInfoOf(values, constants);

  const generate = async () => {
    controller.current = new AbortController();
    setGenerating(true);
    setFailure(null);
    const result = await wizardApi
      .generateOutcomes(info, values.learningOutcomes.map(outcomeForAi), controller.current.signal)
      .catch((error: unknown) => (controller.current?.signal.aborted ? 'cancelled' : String(error)));
    setGenerating(false);
    if (result === 'cancelled') return setFailure(t('outcomes.cancelled'));
    if (typeof result === 'string' || !result.ok)
      return setFailure(t('ai.outcomesFailed', { message: aiMessage(t, result) }));
    void setFieldValue(
      'learningOutcomes',
      result.data.learningOutcomes.map((o) => ({ ...o, modules: [] })),
    );
  };
  // Generated automatically while there are none; leaving the step cancels the request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering the step
  useEffect(() => {
    if (!values.learningOutcomes.length) void generate();
    return () => controller.current?.abort();
  }, []);

  const enhanceAll = () =>
    prompt.run('all', async (text) => {
      const next: OutcomeValues[] = [];
      for (const outcome of values.learningOutcomes) {
        const result = await wizardApi.enhanceOutcome(info, outcomeForAi(outcome), text);
        if (!result.ok) return result;
        next.push({ ...result.data, modules: outcome.modules });
      }
      await setFieldValue('learningOutcomes', next);
      return null;
    });

  return (
    <section aria-labelledby="wizard-step-heading">
      <div className="wizard-heading">
        <h2 id="wizard-step-heading" tabIndex={-1}>
          {t('wizard.step.outcomes')}
        </h2>
      </div>
      <EnhancePrompt prompt={prompt} label={t('outcomes.enhance')} onEnhance={enhanceAll} />
      {generating ? (
        <div className="wizard-generating" role="status">
          <Spin />
          <p>{t('outcomes.generating')}</p>
          <Button onClick={() => controller.current?.abort()}>{t('ai.cancel')}</Button>
        </div>
      ) : (
        <>
          {failure && <AiFailure message={failure} onRetry={generate} retryLabel={t('ai.generateAgain')} />}
          <SortableList
            items={values.learningOutcomes}
            label={t('outcomes.item')}
            onMove={(items) => setFieldValue('learningOutcomes', items)}
          >
            {(outcome, index, handle) => (
              <OutcomeCard
                index={index}
                outcome={outcome}
                handle={handle}
                onDelete={() =>
                  setFieldValue(
                    'learningOutcomes',
                    values.learningOutcomes.filter((o) => o.tempId !== outcome.tempId),
                  )
                }
              />
            )}
          </SortableList>
          <ListError name="learningOutcomes" />
          <Button
            onClick={() => setFieldValue('learningOutcomes', [...values.learningOutcomes, emptyOutcome()])}
          >
            {t('outcomes.add')}
          </Button>
        </>
      )}
      <div className="wizard-moves">
        <Button onClick={onBack}>{t('wizard.toGeneral')}</Button>
        <Button
          type="primary"
          onClick={onForward}
          loading={isSubmitting}
          disabled={isSubmitting || generating}
        >
          {t('wizard.toModules')}
        </Button>
      </div>
    </section>
  );
}

/** A 503's code or a failure's text, as the author reads it. */
export function aiMessage(t: (key: string, fallback: string) => string, result: unknown): string {
  if (typeof result === 'string') return result;
  const code = (result as { message?: string } | null)?.message || 'AI_FAILED';
  return t(`ai.code.${code}`, code);
}

/** One outcome: collapsed to its statement (height 50), expanded to edit it. */
function OutcomeCard({
  outcome,
  index,
  handle,
  onDelete,
}: {
  outcome: OutcomeValues;
  index: number;
  handle: Record<string, unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('mf-authoring');
  const { errors, submitCount, getFieldProps, setFieldValue } = useFormikContext<WizardValues>();
  const path = `learningOutcomes.${index}`;
  const hasErrors = submitCount > 0 && !!getIn(errors, path);
  // New (empty) outcomes open to be filled; a failed Forward opens those with errors.
  const [open, setOpen] = useState(!outcome.statement);
  const expanded = open || hasErrors;
  const bodyId = `outcome-${outcome.tempId}`;
  const criteria = outcome.performanceCriteria;
  return (
    <div className={`wizard-card${expanded ? ' wizard-card--open' : ''}`}>
      <div className="wizard-card-head">
        <DragHandle handle={handle} label={t('outcomes.drag', { n: index + 1 })} />
        <button
          type="button"
          className="wizard-card-toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setOpen(!expanded)}
        >
          {t('outcomes.title', { n: index + 1 })}: {outcome.statement || t('outcomes.untitled')}
        </button>
        <Button danger size="small" onClick={onDelete} aria-label={t('outcomes.delete', { n: index + 1 })}>
          {t('wizard.delete')}
        </Button>
      </div>
      <div id={bodyId} className="wizard-card-body" hidden={!expanded}>
        <Field name={`${path}.statement`} label={t('outcomes.statement')}>
          {(a11y) => <Input.TextArea {...a11y} rows={2} {...getFieldProps(`${path}.statement`)} />}
        </Field>
        <Field name={`${path}.scope`} label={t('fields.scope')}>
          {(a11y) => <Input {...a11y} {...getFieldProps(`${path}.scope`)} />}
        </Field>
        <Field name={`${path}.domain`} label={t('fields.domain')}>
          {(a11y) => <Input {...a11y} {...getFieldProps(`${path}.domain`)} />}
        </Field>
        <fieldset className="wizard-group">
          <legend>{t('outcomes.criteria')}</legend>
          {criteria.map((criterion, i) => (
            <div key={criterion.tempId} className="wizard-row">
              <Field
                name={`${path}.performanceCriteria.${i}.description`}
                label={t('outcomes.criterion', { n: i + 1 })}
              >
                {(a11y) => (
                  <Input {...a11y} {...getFieldProps(`${path}.performanceCriteria.${i}.description`)} />
                )}
              </Field>
              <Button
                size="small"
                onClick={() =>
                  setFieldValue(
                    `${path}.performanceCriteria`,
                    criteria.filter((_, j) => j !== i),
                  )
                }
                aria-label={t('outcomes.deleteCriterion', { n: i + 1 })}
              >
                {t('wizard.delete')}
              </Button>
            </div>
          ))}
          <ListError name={`${path}.performanceCriteria`} />
          <Button
            size="small"
            onClick={() =>
              setFieldValue(`${path}.performanceCriteria`, [
                ...criteria,
                { tempId: newId(), description: '' },
              ])
            }
          >
            {t('outcomes.addCriterion')}
          </Button>
        </fieldset>
      </div>
    </div>
  );
}
