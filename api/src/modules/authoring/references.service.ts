import {
  type CourseContentTree,
  isStaff,
  type PopNestedRecord,
  type PushNestedRecord,
  type UpdateTextByReference,
  type User,
} from '@elearn/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { courseDetails, courses } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { withStoredLessonContent } from '../../storage/stored-html';
import { findCourseWithRole } from '../courses/courses.queries';
import { type CourseContent, popRecord, pushRecord, type ReferenceFault, setText } from './references.paths';

const FAULTS: Record<ReferenceFault, { field: string; key: string; message: string }> = {
  outOfRange: { field: 'reference', key: 'validation.invalid', message: 'The reference points at nothing.' },
  lastItem: {
    field: 'deleteReference',
    key: 'validation.invalid',
    message: 'A list keeps at least one item.',
  },
};

/** 404 for an unknown course; 403 unless the user is staff or teaches it (authoring §6). */
async function requireEditor(ctx: AppContext, user: User, courseId: string) {
  const course = await findCourseWithRole(ctx.database.db, courseId, isStaff(user) ? null : user.id);
  if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
  if (!isStaff(user) && course.role !== 'instructor')
    throw new HttpError(403, 'FORBIDDEN', 'Only the course’s instructors and staff edit its content.');
  return course;
}

/** The course's content with its title, for the editor; `lock` holds the row until the transaction ends. */
async function readTree(db: Queryable, courseId: string, lock: boolean): Promise<CourseContentTree> {
  const query = db
    .select({
      title: courses.title,
      seoTxt: courses.seoTxt,
      learningOutcomes: courseDetails.learningOutcomes,
      modules: courseDetails.modules,
    })
    .from(courseDetails)
    .innerJoin(courses, eq(courses.id, courseDetails.courseId))
    .where(eq(courseDetails.courseId, courseId));
  const [row] = await (lock ? query.for('update', { of: courseDetails }) : query);
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
  return { courseId, ...row };
}

/**
 * The tree editor's calls: each reads the course's content under a row lock,
 * changes it by the reference and writes it back in one transaction; the
 * search document and Eve's passages follow by the course_details triggers.
 */
export function referencesService(ctx: AppContext) {
  async function change(
    user: User,
    courseId: string,
    apply: (content: CourseContent) => ReferenceFault | null,
  ): Promise<CourseContentTree> {
    await requireEditor(ctx, user, courseId);
    return inTransaction(ctx, async (tx) => {
      const tree = await readTree(tx.db, courseId, true);
      const fault = apply(tree);
      if (fault) {
        const { field, key, message } = FAULTS[fault];
        throw new HttpError(422, 'VALIDATION', message, { errors: { [field]: key } });
      }
      tree.modules = withStoredLessonContent(tree.modules, ctx.config.publicOrigin);
      await tx.db
        .update(courseDetails)
        .set({ learningOutcomes: tree.learningOutcomes, modules: tree.modules })
        .where(eq(courseDetails.courseId, courseId));
      return tree;
    });
  }

  return {
    async get(user: User, courseId: string) {
      await requireEditor(ctx, user, courseId);
      return readTree(ctx.database.db, courseId, false);
    },
    updateText: (user: User, body: UpdateTextByReference) =>
      change(user, body.reference.courseId, (c) => setText(c, body.textReference, body.text)),
    push: (user: User, body: PushNestedRecord) =>
      change(user, body.reference.courseId, (c) => pushRecord(c, body.parentReference)),
    pop: (user: User, body: PopNestedRecord) =>
      change(user, body.reference.courseId, (c) =>
        popRecord(c, body.deleteReference.parentReference, body.deleteReference.index),
      ),
  };
}
