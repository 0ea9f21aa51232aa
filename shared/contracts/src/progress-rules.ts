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

/** Translation keys of the learning-times messages (en: the spec's words); learningTimeSchema uses them. */
export const LEARNING_TIME_ERRORS = {
  alarmRequired: 'validation.learningTimes.alarmRequired',
  dayRequired: 'validation.learningTimes.dayRequired',
  entryRequired: 'validation.learningTimes.entryRequired',
} as const;
