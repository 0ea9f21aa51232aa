import { z } from 'zod';
import { COGNITIVE_LEVELS, QUESTION_TYPES } from './placement';

// Question bank, lesson assessments, placement tests and their reviews (learner-experience §3
// "Assessment item", "Exam", "Placement config"; §7 getLearningOutcomes, generatePlacementTest).

export const questionTypeSchema = z.enum(QUESTION_TYPES);
const difficultySchema = z.number().int().min(1).max(3);
const cognitiveSchema = z.number().int().min(1).max(COGNITIVE_LEVELS.length);
const contentId = z.string().min(1).max(100);

/** A question as its course's instructors write it (POST/PUT /course/questions…). */
export const questionInputSchema = z
  .object({
    learningOutcomeId: contentId,
    moduleId: contentId,
    lessonId: contentId,
    type: questionTypeSchema,
    prompt: z.string().trim().min(1).max(4000),
    /** The choices of an mcq; empty for true/false and essay. */
    options: z.array(z.string().trim().min(1).max(500)).max(8).default([]),
    /** mcq: indexes of the right options (one or several); tf: [1] true or [0] false; essay: []. */
    correct: z.array(z.number().int().min(0).max(7)).max(8).default([]),
    /** Why the right answer is right; for an essay, what a good answer contains (the marker's guide). */
    explanation: z.string().trim().max(4000).default(''),
    difficultyLevel: difficultySchema,
    cognitiveLevel: cognitiveSchema,
  })
  .superRefine((q, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['correct'] });
    if (q.type === 'mcq') {
      if (q.options.length < 2)
        ctx.addIssue({ code: 'custom', message: 'An mcq needs at least two options.', path: ['options'] });
      if (q.correct.length === 0 || q.correct.some((i) => i >= q.options.length))
        issue('Mark at least one of the options as right.');
      if (new Set(q.correct).size !== q.correct.length) issue('Each right option once.');
    } else if (q.type === 'tf') {
      if (q.options.length > 0)
        ctx.addIssue({ code: 'custom', message: 'True/false has no options.', path: ['options'] });
      if (q.correct.length !== 1 || q.correct[0]! > 1) issue('True/false needs [1] (true) or [0] (false).');
    } else if (q.options.length > 0 || q.correct.length > 0) {
      issue('An essay has no options and no right option.');
    }
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const questionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  learningOutcomeId: z.string(),
  moduleId: z.string(),
  lessonId: z.string(),
  type: questionTypeSchema,
  prompt: z.string(),
  options: z.array(z.string()),
  correct: z.array(z.number()),
  explanation: z.string(),
  difficultyLevel: z.number(),
  cognitiveLevel: z.number(),
});
export type Question = z.infer<typeof questionSchema>;

/** A learner's answer: the chosen options (tf: [1] true, [0] false) or an essay's text. */
export const examAnswerSchema = z.object({
  choices: z.array(z.number().int().min(0).max(7)).max(8).default([]),
  text: z.string().max(20_000).default(''),
});
export type ExamAnswer = z.infer<typeof examAnswerSchema>;

/** PUT /assessment/exam/{hash}/answer: saved as it changes, so a reload or another device resumes it. */
export const saveAnswerSchema = z.object({
  position: z.number().int().min(0).max(999),
  answer: examAnswerSchema,
  /** Seconds spent on this question since the last save (capped on the server). */
  timeSpentSeconds: z.number().int().min(0).max(3600).default(0),
});

/**
 * Opening a running test in a browser (learner-experience §7, the exam cookie store): the
 * server keeps the test to that browser with a cookie, so two browsers or devices never overwrite
 * each other's answers; the newest opening takes the test over.
 */
export const examSeatSchema = z.object({
  /** The page the test is open on: this site's path of the same test. */
  examLink: z.string().min(1).max(2000),
  userName: z.string().max(300),
  userId: z.string().max(64),
  userRole: z.literal('Student'),
});
export type ExamSeat = z.infer<typeof examSeatSchema>;

/** A question as the learner sees it while taking a test: never its right answer. */
export const examQuestionSchema = z.object({
  position: z.number(),
  type: questionTypeSchema,
  prompt: z.string(),
  options: z.array(z.string()),
  /** An mcq with several right options (checkboxes rather than radio buttons). */
  multiple: z.boolean(),
  difficultyLevel: z.number(),
  cognitiveLevel: z.number(),
  answer: examAnswerSchema.nullable(),
});

export const examKindSchema = z.enum(['lesson', 'placement', 'review']);
/** in_progress → scored, or → marking while essays wait for the instructor, then scored. */
export const examStatusSchema = z.enum(['in_progress', 'marking', 'scored']);

export const examSchema = z.object({
  id: z.string(),
  hash: z.string(),
  kind: examKindSchema,
  name: z.string(),
  courseId: z.string(),
  status: examStatusSchema,
  mode: z.enum(['count', 'time']),
  startedAt: z.string(),
  /** Time mode: when the server stops accepting answers. */
  deadlineAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The server's clock, so a timer is right whatever the device's clock says. */
  serverNow: z.string(),
  questions: z.array(examQuestionSchema),
});
export type Exam = z.infer<typeof examSchema>;

/** The review after submission: each answer against the right one. */
export const examReviewSchema = examSchema.extend({
  totalScore: z.number(),
  outOf: z.number(),
  percentageScore: z.number().nullable(),
  xpGained: z.number(),
  review: z.array(
    z.object({
      position: z.number(),
      correct: z.array(z.number()),
      explanation: z.string(),
      /** null while an essay waits for its mark. */
      passed: z.boolean().nullable(),
      /** 0–100; null while waiting. */
      score: z.number().nullable(),
    }),
  ),
});
export type ExamReview = z.infer<typeof examReviewSchema>;

/** GET /assessment/exam/{hash}: the test while it runs, its review once submitted. */
export const examViewSchema = z.discriminatedUnion('submitted', [
  z.object({ submitted: z.literal(false), exam: examSchema }),
  z.object({ submitted: z.literal(true), exam: examReviewSchema }),
]);
export type ExamView = z.infer<typeof examViewSchema>;

/** "Assessment item" of the spec: one taken exam in My Assessments and on the chart. */
export const assessmentItemSchema = z.object({
  examId: z.string(),
  hash: z.string(),
  kind: examKindSchema,
  name: z.string(),
  courseId: z.string(),
  status: examStatusSchema,
  percentageScore: z.number().nullable(),
  totalScore: z.number(),
  outOf: z.number(),
  createdAt: z.string(),
});
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

/** GET /assessment/performance/{childId}: what the performance tabs and matrix draw. */
export const learnerPerformanceSchema = z.object({
  exams: z.array(assessmentItemSchema),
  /** Tests started and not submitted yet (newest first; createdAt is the start): the learner resumes them. */
  unfinished: z.array(assessmentItemSchema),
  answers: z.array(
    z.object({
      courseId: z.string(),
      learningOutcomeId: z.string(),
      examId: z.string().nullable(),
      passed: z.boolean(),
      difficultyLevel: z.number(),
      cognitiveLevel: z.number(),
      createdAt: z.string(),
    }),
  ),
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      learningOutcomes: z.array(z.object({ id: z.string(), statement: z.string() })),
    }),
  ),
});
export type LearnerPerformance = z.infer<typeof learnerPerformanceSchema>;

/** GET /course/getLearningOutcomes/{courseId}: the scope tree of the placement dialog. */
export const learningOutcomesTreeSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  learningOutcomes: z.array(
    z.object({
      id: z.string(),
      statement: z.string(),
      modules: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          lessons: z.array(z.object({ id: z.string(), name: z.string() })),
        }),
      ),
    }),
  ),
});
export type LearningOutcomesTree = z.infer<typeof learningOutcomesTreeSchema>;

const percent = z.number().int().min(0).max(100);
export const placementConfigSchema = z.object({
  difficulty: z.object({ easy: percent, medium: percent, hard: percent }),
  typeDist: z.object({ mcq: percent, tf: percent, essay: percent }),
  mode: z.enum(['count', 'time']),
  count: z.number().int().min(1).max(100),
  time: z.number().int().min(1).max(300),
  cognitiveLevels: z.array(cognitiveSchema).min(1).max(6),
  selectedScope: z.object({
    learningOutcomes: z.array(contentId).max(200),
    modules: z.array(contentId).max(500),
    lessons: z.array(contentId).max(2000),
  }),
});

/** POST /course/generatePlacementTest. */
export const generatePlacementSchema = z.object({
  courseId: z.string().max(200),
  config: placementConfigSchema,
});
export const generatedPlacementSchema = z.object({
  hash: z.string(),
  requested: z.number(),
  /** Fewer than requested when the bank is short. */
  drawn: z.number(),
});

/** An essay waiting for its mark (the instructor's marking list). */
export const essayToMarkSchema = z.object({
  examId: z.string(),
  position: z.number(),
  examName: z.string(),
  learner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  prompt: z.string(),
  guide: z.string(),
  text: z.string(),
  submittedAt: z.string(),
});
export type EssayToMark = z.infer<typeof essayToMarkSchema>;
export const essayMarkSchema = z.object({ score: z.number().int().min(0).max(100) });

/** The dashboard's review card: outcomes due for review, scheduled by FSRS. */
export const reviewQueueSchema = z.array(
  z.object({
    courseId: z.string(),
    courseTitle: z.string(),
    learningOutcomeId: z.string(),
    statement: z.string(),
    due: z.string(),
  }),
);
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
