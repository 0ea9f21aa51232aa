/*
 * Course progress rules (learner-experience §2 course progress page, §5 learning
 * times): decided here for the API (which enforces them) and the browser (which
 * only shows them). Plain TypeScript, no zod.
 */
import { type CourseRole, PERMISSION_LEVELS } from './access';

/** Who may open `?preview=1`: above an editor (admins), or one of the course's instructors. */
export const mayPreviewCourse = (permissionLevel: number, courseRole: CourseRole | null) =>
  permissionLevel > PERMISSION_LEVELS.Editor || courseRole === 'instructor';

/** The "subscribe to see more" link: a learner below editor, in the course as learner, without a plan. */
export const showsSubscribeLink = (
  permissionLevel: number,
  courseRole: CourseRole | null,
  hasPlan: boolean,
) => permissionLevel < PERMISSION_LEVELS.Editor && courseRole === 'learner' && !hasPlan;

/** Days of the week as JavaScript numbers them (0 Sunday … 6 Saturday); the week is shown from Saturday. */
export const WEEK_FROM_SATURDAY = [6, 0, 1, 2, 3, 4, 5] as const;

/** One learning time: a wall-clock alarm ('HH:MM' in the learner's zone) repeated on some weekdays. */
export interface LearningTimeValue {
  alarmTime: string;
  repeatDays: number[];
}

/** Translation keys of the learning-times messages (en: the spec's words). */
export const LEARNING_TIME_ERRORS = {
  alarmRequired: 'validation.learningTimes.alarmRequired',
  dayRequired: 'validation.learningTimes.dayRequired',
  entryRequired: 'validation.learningTimes.entryRequired',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Field errors of a learning-times form (`learningTimes.N.alarmTime` style keys); empty when valid. */
export function learningTimesErrors(times: readonly LearningTimeValue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (times.length === 0) errors.learningTimes = LEARNING_TIME_ERRORS.entryRequired;
  times.forEach((time, i) => {
    if (!HH_MM.test(time.alarmTime ?? ''))
      errors[`learningTimes.${i}.alarmTime`] = LEARNING_TIME_ERRORS.alarmRequired;
    const days = (time.repeatDays ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
    if (days.length === 0 || days.length !== (time.repeatDays ?? []).length)
      errors[`learningTimes.${i}.repeatDays`] = LEARNING_TIME_ERRORS.dayRequired;
  });
  return errors;
}
