import { z } from 'zod';
import { SCORM_LESSON_STATUSES, SCORM_MESSAGE_TYPE } from './constants';

// SCORM 1.2 packages (issue 16, docs/adr/0016-scorm-packages.md): what the
// package's runtime reports, what the API keeps of it per learner, and the
// viewer's launch data.

const score = z
  .number()
  .finite()
  .min(0, 'validation.scorm.score')
  .max(100, 'validation.scorm.score')
  .nullable();

/** The learner's state of one package, as the runtime commits it (PUT /course/packageProgress/{fileId}). */
export const scormProgressSchema = z.object({
  lesson_status: z.enum(SCORM_LESSON_STATUSES),
  score_raw: score,
  score_min: score,
  score_max: score,
  /** CMIString4096. */
  suspend_data: z.string().max(4096, 'validation.scorm.suspendData'),
  /** CMIString255. */
  lesson_location: z.string().max(255, 'validation.scorm.location'),
  /** CMITimespan HHHH:MM:SS.SS (the runtime's total: the saved one plus this session). */
  total_time: z.string().regex(/^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/, 'validation.scorm.time'),
});
export type ScormProgress = z.infer<typeof scormProgressSchema>;

/** The answer of a progress save: what is kept, and whether the file now counts as completed. */
export const scormProgressAnswerSchema = scormProgressSchema.extend({ iscompleted: z.boolean() });

/**
 * GET /course/packageLaunch/{fileId}: the launch page's address (signed, short-lived),
 * and whether the session is recorded (a learner) or a preview (the course's staff).
 */
export const packageLaunchSchema = z.object({
  url: z.string(),
  title: z.string(),
  mode: z.enum(['record', 'preview']),
  progress: scormProgressSchema.nullable(),
});
export type PackageLaunch = z.infer<typeof packageLaunchSchema>;

/** The one message the package's runtime posts to the viewer (its parent window). */
export const scormMessageSchema = z.object({
  type: z.literal(SCORM_MESSAGE_TYPE),
  event: z.enum(['commit', 'finish', 'status']),
  cmi: scormProgressSchema,
});
export type ScormMessage = z.infer<typeof scormMessageSchema>;
