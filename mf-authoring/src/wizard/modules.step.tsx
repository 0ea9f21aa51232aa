import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardEnhance, EnhanceCardButton } from './enhance-dialog.component';
import {
  AiFailure,
  EnhancePrompt,
  type EnhancePromptState,
  useEnhancePrompt,
} from './enhance-prompt.component';
import { Field, ListError } from './field';
import { aiMessage } from './outcomes.step';
import { DragHandle, SortableList } from './sortable-list';
import type { WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import {
  emptyLesson,
  emptyModule,
  generalInfoOf,
  type LessonValues,
  type ModuleValues,
  type OutcomeValues,
  outcomeForAi,
  type WizardValues,
} from './wizard-values';

/** Step 3: per outcome its modules and lessons; generated on entering when none has modules (aborted on leaving). */
export function ModulesStep({
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
      .generateModules(info, values.learningOutcomes.map(outcomeForAi), controller.current.signal)
      .catch((error: unknown) => (controller.current?.signal.aborted ? null : String(error)));
    if (result === null) return; // aborted: the step was left
    setGenerating(false);
    if (typeof result === 'string' || !result.ok)
      return setFailure(t('ai.modulesFailed', { message: aiMessage(t, result) }));
    const next = values.learningOutcomes.map((o) => ({
      ...o,
      modules: result.data.modules.find((m) => m.learningOutcomeId === o.tempId)?.modules ?? o.modules,
    }));
    void setFieldValue('learningOutcomes', next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on entering the step
  useEffect(() => {
    if (!values.learningOutcomes.some((o) => o.modules.length)) void generate();
    return () => controller.current?.abort();
  }, []);

  const enhanceAll = () =>
    prompt.run('all', async (text) => {
      const next: OutcomeValues[] = [];
      for (const outcome of values.learningOutcomes) {
        const result = await wizardApi.enhanceOutcomeModules(
          info,
          outcomeForAi(outcome),
          outcome.modules,
          text,
        );
        if (!result.ok) return result;
        next.push({ ...outcome, modules: result.data.learningOutcomeModules });
      }
      await setFieldValue('learningOutcomes', next);
      return null;
    });

  return (
    <section aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" tabIndex={-1}>
        {t('wizard.step.modules')}
      </h2>
      <EnhancePrompt prompt={prompt} label={t('modules.enhanceAll')} onEnhance={enhanceAll} />
      {generating ? (
        <div className="wizard-generating" role="status">
          <Spin />
          <p>{t('modules.generating')}</p>
        </div>
      ) : (
        <>
          {failure && <AiFailure message={failure} onRetry={generate} retryLabel={t('ai.generateAgain')} />}
          {values.learningOutcomes.map((outcome, index) => (
            <OutcomeModules
              key={outcome.tempId}
              outcome={outcome}
              index={index}
              info={info}
              prompt={prompt}
            />
          ))}
        </>
      )}
      <div className="wizard-moves">
        <Button onClick={onBack}>{t('wizard.backToOutcomes')}</Button>
        <Button
          type="primary"
          onClick={onForward}
          loading={isSubmitting}
          disabled={isSubmitting || generating}
        >
          {t('wizard.toReview')}
        </Button>
      </div>
    </section>
  );
}

type Info = ReturnType<typeof generalInfoOf>;

function OutcomeModules({
  outcome,
  index,
  info,
  prompt,
}: {
  outcome: OutcomeValues;
  index: number;
  info: Info;
  prompt: EnhancePromptState;
}) {
  const { t } = useTranslation('mf-authoring');
  const { setFieldValue } = useFormikContext<WizardValues>();
  const path = `learningOutcomes.${index}.modules`;
  const setModules = (modules: ModuleValues[]) => setFieldValue(path, modules);
  const enhance: CardEnhance = async (text, signal) => {
    const result = await wizardApi.enhanceOutcomeModules(
      info,
      outcomeForAi(outcome),
      outcome.modules,
      text,
      signal,
    );
    if (result.ok) await setModules(result.data.learningOutcomeModules);
    return result;
  };
  return (
    <section className="wizard-outcome-modules" aria-labelledby={`lo-${outcome.tempId}`}>
      <div className="wizard-heading">
        <h3 id={`lo-${outcome.tempId}`}>
          {`${t('outcomes.title', { n: index + 1 })}: ${outcome.statement}`}
        </h3>
        <EnhanceCardButton
          label={t('modules.enhanceOutcome', { n: index + 1 })}
          title={t('modules.enhanceOutcomeTitle', { n: index + 1 })}
          startPrompt={prompt.text}
          enhance={enhance}
          disabled={!!prompt.busy}
        />
      </div>
      <SortableList items={outcome.modules} label={t('modules.item')} onMove={setModules}>
        {(module, m, handle) => (
          <div className="wizard-card wizard-card--open">
            <div className="wizard-card-head">
              <DragHandle handle={handle} label={t('modules.drag', { n: m + 1 })} />
              <Field name={`${path}.${m}.name`} label={t('modules.name', { n: m + 1 })}>
                {(a11y) => (
                  <Input
                    {...a11y}
                    value={module.name}
                    onChange={(e) => setFieldValue(`${path}.${m}.name`, e.target.value)}
                  />
                )}
              </Field>
              <EnhanceCardButton
                label={t('modules.enhanceModule', { n: m + 1 })}
                title={t('modules.enhanceModuleTitle', { name: module.name || t('modules.untitled') })}
                startPrompt={prompt.text}
                disabled={!!prompt.busy}
                enhance={async (text, signal) => {
                  const result = await wizardApi.enhanceModule(
                    info,
                    outcomeForAi(outcome),
                    module,
                    text,
                    signal,
                  );
                  if (result.ok) await setFieldValue(`${path}.${m}`, result.data);
                  return result;
                }}
              />
              <Button
                danger
                size="small"
                aria-label={t('modules.delete', { n: m + 1 })}
                onClick={() => setModules(outcome.modules.filter((x) => x.tempId !== module.tempId))}
              >
                {t('wizard.delete')}
              </Button>
            </div>
            <Lessons
              outcome={outcome}
              module={module}
              path={`${path}.${m}.lessons`}
              info={info}
              prompt={prompt}
            />
          </div>
        )}
      </SortableList>
      <ListError name={path} />
      <Button size="small" onClick={() => setModules([...outcome.modules, emptyModule()])}>
        {t('modules.add')}
      </Button>
    </section>
  );
}

function Lessons({
  outcome,
  module,
  path,
  info,
  prompt,
}: {
  outcome: OutcomeValues;
  module: ModuleValues;
  path: string;
  info: Info;
  prompt: EnhancePromptState;
}) {
  const { t } = useTranslation('mf-authoring');
  const { setFieldValue } = useFormikContext<WizardValues>();
  const setLessons = (lessons: LessonValues[]) => setFieldValue(path, lessons);
  return (
    <div className="wizard-lessons">
      <SortableList items={module.lessons} label={t('modules.lesson')} onMove={setLessons}>
        {(lesson, l, handle) => {
          const at = `${path}.${l}`;
          const outcomes = lesson.learningOutcomes;
          return (
            <div className="wizard-lesson">
              <div className="wizard-card-head">
                <DragHandle handle={handle} label={t('modules.dragLesson', { n: l + 1 })} />
                <Field name={`${at}.name`} label={t('modules.lessonName', { n: l + 1 })}>
                  {(a11y) => (
                    <Input
                      {...a11y}
                      value={lesson.name}
                      onChange={(e) => setFieldValue(`${at}.name`, e.target.value)}
                    />
                  )}
                </Field>
                <EnhanceCardButton
                  label={t('modules.enhanceLesson', { n: l + 1 })}
                  title={t('modules.enhanceLessonTitle', { name: lesson.name || t('modules.untitled') })}
                  startPrompt={prompt.text}
                  disabled={!!prompt.busy}
                  enhance={async (text, signal) => {
                    const others = module.lessons.filter((x) => x.tempId !== lesson.tempId);
                    const result = await wizardApi.enhanceLesson(
                      info,
                      outcomeForAi(outcome),
                      lesson,
                      others,
                      text,
                      signal,
                    );
                    if (result.ok) await setFieldValue(at, result.data);
                    return result;
                  }}
                />
                <Button
                  danger
                  size="small"
                  aria-label={t('modules.deleteLesson', { n: l + 1 })}
                  onClick={() => setLessons(module.lessons.filter((x) => x.tempId !== lesson.tempId))}
                >
                  {t('wizard.delete')}
                </Button>
              </div>
              {outcomes.map((text, o) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain texts edited in place; the position is their identity
                <div key={`${lesson.tempId}-${o}`} className="wizard-row">
                  <Field
                    name={`${at}.learningOutcomes.${o}`}
                    label={t('modules.lessonOutcome', { n: o + 1 })}
                  >
                    {(a11y) => (
                      <Input
                        {...a11y}
                        value={text}
                        onChange={(e) => setFieldValue(`${at}.learningOutcomes.${o}`, e.target.value)}
                      />
                    )}
                  </Field>
                  <Button
                    size="small"
                    aria-label={t('modules.deleteLessonOutcome', { n: o + 1 })}
                    onClick={() =>
                      setFieldValue(
                        `${at}.learningOutcomes`,
                        outcomes.filter((_, j) => j !== o),
                      )
                    }
                  >
                    {t('wizard.delete')}
                  </Button>
                </div>
              ))}
              <ListError name={`${at}.learningOutcomes`} />
              <Button size="small" onClick={() => setFieldValue(`${at}.learningOutcomes`, [...outcomes, ''])}>
                {t('modules.addLessonOutcome')}
              </Button>
            </div>
          );
        }}
      </SortableList>
      <ListError name={path} />
      <Button size="small" onClick={() => setLessons([...module.lessons, emptyLesson()])}>
        {t('modules.addLesson')}
      </Button>
    </div>
  );
}
