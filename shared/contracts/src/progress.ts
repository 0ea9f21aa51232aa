import { z } from 'zod';
import { COURSE_ROLES } from './access';
import { LEARNING_TIME_ERRORS } from './progress-rules';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One learning time (learner-experience §5): an alarm at a wall-clock time
 * ('HH:MM') on at least one weekday (0 Sunday … 6 Saturday). The messages are
 * the spec's ("Alarm Time is required!", "You have to choose 1 day at least!").
 */
export const learningTimeSchema = z.object({
  alarmTime: z.string().max(5).regex(HH_MM, LEARNING_TIME_ERRORS.alarmRequired),
  repeatDays: z
    .array(z.number().int())
    .max(7)
    .refine(
      (days) => days.length > 0 && days.every((d) => d >= 0 && d <= 6),
      LEARNING_TIME_ERRORS.dayRequired,
    ),
});
export type LearningTime = z.infer<typeof learningTimeSchema>;

/** PUT /course/updateCourseProgress/{id} and the learning-times form: at least one entry. */
export const learningTimesBodySchema = z.object({
  learningTimes: z.array(learningTimeSchema).min(1, LEARNING_TIME_ERRORS.entryRequired).max(20),
});
export type LearningTimesBody = z.infer<typeof learningTimesBodySchema>;

/** PUT /course/updateCourseProgress/{progressId}/viewMaterial. */
export const viewMaterialBodySchema = z.object({ materialId: z.string().min(1).max(100) });
export const viewedMaterialsSchema = z.object({ viewedMaterials: z.array(z.string()) });

/** POST /course/updateCourseProgress/{progressId}/lessonTime: seconds of time on task since the last report. */
export const lessonTimeBodySchema = z.object({
  lessonId: z.string().min(1).max(100),
  seconds: z.number().int().min(0).max(3600),
});
export const lessonTimeSchema = z.object({ lessonId: z.string(), seconds: z.number().int() });

const progressLessonSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  timeSpentSeconds: z.number().int(),
});
const progressModuleSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  learningOutcomeId: z.string(),
  lessons: z.array(progressLessonSchema),
});

/** Mastery of one learning outcome, from its answered questions (`@elearn/contracts/mastery`). */
export const outcomePerformanceSchema = z.object({
  learningOutcomeId: z.string(),
  mask: z.number().int(),
  percent: z.number().int(),
  mastered: z.boolean(),
  answered: z.number().int(),
  passed: z.number().int(),
});
export type OutcomePerformance = z.infer<typeof outcomePerformanceSchema>;

export const certificateSummarySchema = z.object({ code: z.string(), issuedAt: z.string() });

/** GET /dashboard/course-progress/{courseId} (learner-experience §3 "Course progress"). */
export const courseProgressSchema = z.object({
  /** Null in a preview by someone who is not enrolled. */
  progressId: z.string().nullable(),
  preview: z.boolean(),
  viewedMaterials: z.array(z.string()),
  course: z.object({
    _id: z.string(),
    title: z.string(),
    seoTxt: z.string(),
    learningOutcomes: z.array(z.object({ id: z.string(), statement: z.string() })),
    modules: z.array(progressModuleSchema),
  }),
  learningPerformance: z.array(outcomePerformanceSchema),
  /** Completion as shown (at least 1). */
  completion: z.number().int(),
  learningTimes: z.array(learningTimeSchema),
  timeZone: z.string(),
  userCourseRole: z.enum(COURSE_ROLES).nullable(),
  subscribeToSeeMore: z.boolean(),
  certificate: certificateSummarySchema.nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /dashboard/lesson/{courseId}/{lessonId}: one lesson to study, with its neighbours. */
export const studyLessonSchema = z.object({
  progressId: z.string().nullable(),
  preview: z.boolean(),
  courseTitle: z.string(),
  lesson: z.object({ id: z.string(), name: z.string(), number: z.number().int(), content: z.string() }),
  moduleName: z.string(),
  /** Path parts (learningOutcomeId/moduleId/lessonId) of the neighbouring lessons. */
  previous: z.string().nullable(),
  next: z.string().nullable(),
  timeSpentSeconds: z.number().int(),
  /** Materials the learner has opened (empty without a progress): the panel records only new ones. */
  viewedMaterials: z.array(z.string()),
});
export type StudyLesson = z.infer<typeof studyLessonSchema>;

/** GET /certificates/{code} (public). */
export const certificateSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /dashboard/learner/{childId}: the learner card. */
export const learnerCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  educationalSystem: z.string().nullable(),
  gradeLevel: z.string().nullable(),
  plan: z.object({ name: z.string(), startDate: z.string(), renewDate: z.string() }).nullable(),
});
export type LearnerCard = z.infer<typeof learnerCardSchema>;

/** GET /dashboard/studylog/{childId}: study days (minutes a local day) and the latest activity. */
export const studyLogSchema = z.object({
  /** Null for an instructor: study days are not per course. */
  studyDays: z.array(z.object({ day: z.string(), minutes: z.number() })).nullable(),
  activity: z.array(
    z.object({
      createdAt: z.string(),
      route: z.string(),
      minutes: z.number(),
      courseTitle: z.string().nullable(),
    }),
  ),
});
export type StudyLog = z.infer<typeof studyLogSchema>;

/** GET /dashboard/learner-progress/{childId}: the learner's courses the viewer may see. */
export const learnerProgressSchema = z.array(
  z.object({
    courseId: z.string(),
    title: z.string(),
    completion: z.number().int(),
    mastered: z.number().int(),
    outcomes: z.number().int(),
  }),
);
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;
