import { type LearningTime, learningTimesBodySchema } from '@elearn/contracts';
import { serverFieldErrors, zodValidate } from '@elearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putLearningTimes } from './progress.resource';

const EMPTY: LearningTime = { alarmTime: '', repeatDays: [] };
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** Days as JavaScript numbers them (0 Sunday); the week is shown from Saturday (spec). */
const WEEK_FROM_SATURDAY = [6, 0, 1, 2, 3, 4, 5] as const;
const validate = zodValidate(learningTimesBodySchema);

interface Props {
  progressId: string;
  courseId: string;
  initial: LearningTime[];
  timeZone: string;
}

/**
 * The learning-times form (learner-experience §5): one or more alarm times, each
 * on at least one weekday, in the learner's zone. Errors show once the learner
 * changed something; Save stays disabled while there are any, and a fresh
 * form that cannot be saved yet says what it needs.
 */
export function LearningTimesForm({ progressId, courseId, initial, timeZone }: Props) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'progress.times' });
  const { t: tv } = useTranslation('mf-learning');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const formik = useFormik<{ learningTimes: LearningTime[] }>({
    initialValues: { learningTimes: initial.length ? initial : [EMPTY] },
    validate,
    validateOnMount: true,
    onSubmit: async (values, helpers): Promise<void> => {
      setSaved(false);
      const result = await putLearningTimes(progressId, values.learningTimes);
      if (!result.ok) {
        helpers.setErrors(serverFieldErrors(result));
        return;
      }
      helpers.resetForm({ values: { learningTimes: result.learningTimes } });
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['learning', 'course-progress', courseId] });
    },
  });
  const errors = formik.errors as Record<string, string | undefined>;
  const shown = (key: string) => (formik.dirty || formik.submitCount > 0 ? errors[key] : undefined);
  const times = formik.values.learningTimes;
  const needsHint = !formik.isValid && !formik.dirty && formik.submitCount === 0;
  const setTimes = (next: LearningTime[]) => {
    setSaved(false);
    void formik.setValues({ learningTimes: next });
  };
  const change = (i: number, patch: Partial<LearningTime>) =>
    setTimes(times.map((time, j) => (j === i ? { ...time, ...patch } : time)));

  return (
    <form className="ml-times" onSubmit={formik.handleSubmit} noValidate aria-label={t('title')}>
      <p className="ml-times__zone">{t('zone', { zone: timeZone })}</p>
      {times.map((time, i) => {
        const alarmError = shown(`learningTimes.${i}.alarmTime`);
        const daysError = shown(`learningTimes.${i}.repeatDays`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own.
          <fieldset key={i} className="ml-times__entry">
            <legend>{t('entry', { n: i + 1 })}</legend>
            <label className="ml-times__time">
              <span>{t('alarmTime')}</span>
              <input
                type="time"
                value={time.alarmTime}
                aria-invalid={!!alarmError}
                aria-describedby={alarmError ? `ml-times-alarm-${i}` : undefined}
                onChange={(event) => change(i, { alarmTime: event.target.value })}
              />
            </label>
            {alarmError && (
              <p id={`ml-times-alarm-${i}`} className="ml-times__error" role="alert">
                {tv(alarmError)}
              </p>
            )}
            {/* Native checkboxes: the shell shares no antd checkbox (ADR 0004). */}
            <fieldset className="ml-times__days">
              <legend>{t('repeatDays')}</legend>
              {WEEK_FROM_SATURDAY.map((day) => (
                <label key={day} className="ml-times__day">
                  <input
                    type="checkbox"
                    checked={time.repeatDays.includes(day)}
                    aria-invalid={!!daysError}
                    onChange={(event) =>
                      change(i, {
                        repeatDays: event.target.checked
                          ? [...time.repeatDays, day].sort((a, b) => a - b)
                          : time.repeatDays.filter((d) => d !== day),
                      })
                    }
                  />
                  {t(`days.${DAY_KEYS[day]}`)}
                </label>
              ))}
            </fieldset>
            {daysError && (
              <p className="ml-times__error" role="alert">
                {tv(daysError)}
              </p>
            )}
            {times.length > 1 && (
              <Button type="link" danger onClick={() => setTimes(times.filter((_, j) => j !== i))}>
                {t('remove', { n: i + 1 })}
              </Button>
            )}
          </fieldset>
        );
      })}
      {shown('learningTimes') && (
        <p className="ml-times__error" role="alert">
          {tv(errors.learningTimes!)}
        </p>
      )}
      {/* Before any change the errors wait; Save is disabled, so say what it needs. */}
      {needsHint && (
        <p id="ml-times-needed" className="ml-times__hint">
          {t('needed')}
        </p>
      )}
      <div className="ml-times__actions">
        <Button onClick={() => setTimes([...times, EMPTY])}>{t('add')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!formik.isValid}
          loading={formik.isSubmitting}
          aria-describedby={needsHint ? 'ml-times-needed' : undefined}
        >
          {t('save')}
        </Button>
        {saved && (
          <span className="ml-times__saved" role="status">
            {t('saved')}
          </span>
        )}
      </div>
    </form>
  );
}
