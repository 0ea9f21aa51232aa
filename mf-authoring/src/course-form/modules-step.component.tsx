import type { CourseFormValues } from '@elearn/contracts';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { AddButton, ListError, RemoveButton, TextField, useFieldError } from './form-fields.component';

type FormModule = CourseFormValues['modules'][number];
type FormLesson = FormModule['lessons'][number];

const newLesson = (number: number): FormLesson => ({
  number,
  name: '',
  learningOutcomes: [''],
  content: '',
  sampleQuestions: [{ type: '', questions: '' }],
  otherInfo: '',
});
const newModule = (number: number, outcome: number): FormModule => ({
  number,
  name: '',
  outcome,
  lessons: [newLesson(1)],
});

/** Step 3 (the last): modules, each towards one outcome, with complete lessons. */
export function ModulesStep() {
  const { t } = useTranslation('mf-authoring');
  const { values } = useFormikContext<CourseFormValues>();
  return (
    <fieldset className="cf-step">
      <legend>{t('form.steps.modules')}</legend>
      <ListError path="modules" />
      <FieldArray name="modules">
        {(modules) => (
          <>
            {values.modules.map((module, i) => {
              const name = t('form.module', { n: i + 1 });
              return (
                <section key={module.id ?? i} className="cf-card" aria-label={name}>
                  <div className="cf-card-head">
                    <h3>{name}</h3>
                    <RemoveButton
                      label={t('form.removeItem', { item: name })}
                      onClick={() => modules.remove(i)}
                    />
                  </div>
                  <ModuleFields module={module} path={`modules.${i}`} name={name} />
                </section>
              );
            })}
            <AddButton
              label={t('form.addModule')}
              onClick={() => modules.push(newModule(values.modules.length + 1, 0))}
            />
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}

function ModuleFields({ module, path, name }: { module: FormModule; path: string; name: string }) {
  const { t } = useTranslation('mf-authoring');
  const { values, setFieldValue } = useFormikContext<CourseFormValues>();
  const error = useFieldError()(`${path}.outcome`);
  return (
    <>
      <div className="cf-row">
        <TextField path={`${path}.number`} label={t('form.fields.number')} type="number" />
        <TextField path={`${path}.name`} label={t('form.fields.name')} />
      </div>
      <div className="cf-field">
        <label htmlFor={`cf-${path}.outcome`}>{t('form.fields.moduleOutcome')}</label>
        <select
          id={`cf-${path}.outcome`}
          className="cf-select"
          value={String(module.outcome)}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void setFieldValue(`${path}.outcome`, Number(e.target.value))}
        >
          {values.learningOutcomes.map((o, i) => (
            <option key={o.id ?? i} value={i}>
              {`${i + 1}. ${o.statement}`}
            </option>
          ))}
        </select>
        {error && <span className="cf-error">{error}</span>}
      </div>
      <h4>{t('form.fields.lessons')}</h4>
      <ListError path={`${path}.lessons`} />
      <FieldArray name={`${path}.lessons`}>
        {(lessons) => (
          <>
            {module.lessons.map((lesson, j) => {
              const lessonName = `${name}, ${t('form.lesson', { n: j + 1 })}`;
              return (
                <section key={lesson.id ?? j} className="cf-card cf-lesson" aria-label={lessonName}>
                  <div className="cf-card-head">
                    <h5>{t('form.lesson', { n: j + 1 })}</h5>
                    <RemoveButton
                      label={t('form.removeItem', { item: lessonName })}
                      onClick={() => lessons.remove(j)}
                    />
                  </div>
                  <LessonFields lesson={lesson} path={`${path}.lessons.${j}`} />
                </section>
              );
            })}
            <AddButton
              label={t('form.addLesson')}
              onClick={() => lessons.push(newLesson(module.lessons.length + 1))}
            />
          </>
        )}
      </FieldArray>
    </>
  );
}

function LessonFields({ lesson, path }: { lesson: FormLesson; path: string }) {
  const { t } = useTranslation('mf-authoring');
  return (
    <>
      <div className="cf-row">
        <TextField path={`${path}.number`} label={t('form.fields.number')} type="number" />
        <TextField path={`${path}.name`} label={t('form.fields.name')} />
      </div>
      <h6>{t('form.fields.lessonOutcomes')}</h6>
      <ListError path={`${path}.learningOutcomes`} />
      <FieldArray name={`${path}.learningOutcomes`}>
        {(outcomes) => (
          <>
            {lesson.learningOutcomes.map((_, k) => {
              const label = t('form.lessonOutcome', { n: k + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain strings have no id of their own
                <div key={k} className="cf-row cf-item">
                  <TextField path={`${path}.learningOutcomes.${k}`} label={label} />
                  <RemoveButton
                    label={t('form.removeItem', { item: label })}
                    onClick={() => outcomes.remove(k)}
                  />
                </div>
              );
            })}
            <AddButton label={t('form.addLessonOutcome')} onClick={() => outcomes.push('')} />
          </>
        )}
      </FieldArray>
      <TextField path={`${path}.content`} label={t('form.fields.content')} multiline />
      <h6>{t('form.fields.sampleQuestions')}</h6>
      <ListError path={`${path}.sampleQuestions`} />
      <FieldArray name={`${path}.sampleQuestions`}>
        {(groups) => (
          <>
            {lesson.sampleQuestions.map((_, k) => {
              const label = t('form.questionsSet', { n: k + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: question sets have no id of their own
                <fieldset key={k} className="cf-item cf-plain">
                  <legend>{label}</legend>
                  <TextField
                    path={`${path}.sampleQuestions.${k}.type`}
                    label={t('form.fields.questionsType')}
                  />
                  <TextField
                    path={`${path}.sampleQuestions.${k}.questions`}
                    label={t('form.fields.questions')}
                    hint={t('form.questionsHint')}
                    multiline
                  />
                  <RemoveButton
                    label={t('form.removeItem', { item: label })}
                    onClick={() => groups.remove(k)}
                  />
                </fieldset>
              );
            })}
            <AddButton
              label={t('form.addSampleQuestions')}
              onClick={() => groups.push({ type: '', questions: '' })}
            />
          </>
        )}
      </FieldArray>
      <TextField path={`${path}.otherInfo`} label={t('form.fields.otherInfo')} multiline />
    </>
  );
}
