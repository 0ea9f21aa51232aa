import { z } from 'zod';
import { authoredLessonSchema } from './authoring';
import { learningOutcomeSchema, moduleOutlineSchema } from './catalogue';

/*
 * References of the course content tree editor (authoring §2 "Admin forms",
 * §7 "Tree editor"): a reference is a typed path into ONE course's content
 * (its learning outcomes and modules), never a free string. Every path the
 * editor may use is one of the tuples below, so a key outside the content
 * (`__proto__`, `constructor`, `users`…) or a path of the wrong shape fails
 * validation before the server looks at any data; indexes are then checked
 * against the stored lists.
 */

/** A position in a list of the content. */
const at = z.number().int().min(0).max(9_999);
const outcome = [z.literal('learningOutcomes'), at] as const;
const criterion = [...outcome, z.literal('performanceCriteria'), at] as const;
const inModule = [z.literal('modules'), at] as const;
const lesson = [...inModule, z.literal('lessons'), at] as const;
const sampleQuestions = [...lesson, z.literal('sampleQuestions'), at] as const;

/** A path to one editable text of the content. */
export const textReferenceSchema = z.union([
  z.tuple([...outcome, z.enum(['statement', 'scope', 'domain'])]),
  z.tuple([...criterion, z.literal('description')]),
  z.tuple([...inModule, z.literal('name')]),
  z.tuple([...lesson, z.enum(['name', 'content', 'otherInfo'])]),
  z.tuple([...lesson, z.literal('learningOutcomes'), at]),
  z.tuple([...sampleQuestions, z.literal('type')]),
  z.tuple([...sampleQuestions, z.literal('questions'), at, z.enum(['question', 'answer'])]),
]);
export type TextReference = z.infer<typeof textReferenceSchema>;

/** A path to one list of nested records of the content. */
export const listReferenceSchema = z.union([
  z.tuple([z.literal('learningOutcomes')]),
  z.tuple([...outcome, z.literal('performanceCriteria')]),
  z.tuple([z.literal('modules')]),
  z.tuple([...inModule, z.literal('lessons')]),
  z.tuple([...lesson, z.literal('learningOutcomes')]),
  z.tuple([...lesson, z.literal('sampleQuestions')]),
  z.tuple([...sampleQuestions, z.literal('questions')]),
]);
export type ListReference = z.infer<typeof listReferenceSchema>;

/** The record a reference edits: a course, by id. */
export const courseReferenceSchema = z.object({ courseId: z.uuid() });

/** Longest text a node may hold (a lesson's teaching text is the longest). */
export const TREE_TEXT_MAX = 50_000;

/** PUT /course/updateTextByReference. */
export const updateTextByReferenceSchema = z.object({
  reference: courseReferenceSchema,
  textReference: textReferenceSchema,
  text: z.string().trim().min(1, 'validation.required').max(TREE_TEXT_MAX, 'validation.invalid'),
});
export type UpdateTextByReference = z.infer<typeof updateTextByReferenceSchema>;

/** PUT /course/pushNestedRecord: appends the list's default record (authoring §5, tree editor defaults). */
export const pushNestedRecordSchema = z.object({
  reference: courseReferenceSchema,
  parentReference: listReferenceSchema,
});
export type PushNestedRecord = z.infer<typeof pushNestedRecordSchema>;

/** PUT /course/popNestedRecord: removes one item of a list that holds more than one. */
export const popNestedRecordSchema = z.object({
  reference: courseReferenceSchema,
  deleteReference: z.object({ parentReference: listReferenceSchema, index: at }),
});
export type PopNestedRecord = z.infer<typeof popNestedRecordSchema>;

/** A lesson with everything the editor shows (the course page's outline has no content). */
export const contentLessonSchema = authoredLessonSchema;
export type ContentLesson = z.infer<typeof contentLessonSchema>;

export const contentModuleSchema = moduleOutlineSchema.extend({ lessons: z.array(contentLessonSchema) });
export type ContentModule = z.infer<typeof contentModuleSchema>;

/** GET /course/contentTree/{courseId} and the answer of every reference call: the course's whole content. */
export const courseContentTreeSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  seoTxt: z.string(),
  learningOutcomes: z.array(learningOutcomeSchema),
  modules: z.array(contentModuleSchema),
});
export type CourseContentTree = z.infer<typeof courseContentTreeSchema>;
