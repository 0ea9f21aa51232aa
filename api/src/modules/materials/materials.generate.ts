import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Lesson, Module } from '../../db/schema';
import { courseDetails, courses, materialFiles, materialFolders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { sanitizeStoredHtml } from '../../storage/stored-html';
import { buildLesson } from '../authoring/lesson-build.job';

/** The group of the folders regenerate makes (and replaces on the next run). */
export const GENERATED_GROUP = 'generated';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A lesson as an html resource: its teaching text and its sample questions with answers. */
export function lessonHtml(lesson: Pick<Lesson, 'name' | 'number' | 'content' | 'sampleQuestions'>): string {
  const paragraphs = lesson.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p)}</p>`);
  const questions = lesson.sampleQuestions.map(
    (group) =>
      `<h3>${escapeText(group.type)}</h3><ol>${group.questions
        .map((q) => `<li><strong>${escapeText(q.question)}</strong><br>${escapeText(q.answer)}</li>`)
        .join('')}</ol>`,
  );
  return [`<h2>${escapeText(`${lesson.number}. ${lesson.name}`)}</h2>`, ...paragraphs, ...questions].join(
    '\n',
  );
}

/**
 * Regenerate (authoring §2, `PUT /course/createCourse/generateMaterials`): the
 * course's generated materials made again from its modules and lessons — one
 * folder per module (group "generated"), one html resource per lesson with its
 * teaching text and sample questions. A lesson not built yet is built through
 * ctx.ai (the lesson builder's own request). The folders made by the previous
 * run are soft-deleted; the instructor's own folders are left alone.
 */
export async function regenerateMaterials(ctx: AppContext, courseId: string) {
  const { db } = ctx.database;
  const [course] = await db
    .select({
      title: courses.title,
      modules: courseDetails.modules,
      outcomes: courseDetails.learningOutcomes,
    })
    .from(courses)
    .leftJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .where(eq(courses.id, courseId));
  const modules: Module[] = course?.modules ?? [];
  if (!modules.some((m) => m.lessons.length))
    throw new HttpError(422, 'VALIDATION', 'The course has no lessons to make materials from.', {
      errors: { courseId: 'validation.materials.noLessons' },
    });

  // The model is asked outside the transaction: no lock is held while it answers.
  const made: { name: string; lessons: { name: string; html: string }[] }[] = [];
  for (const module of [...modules].sort((a, b) => a.number - b.number)) {
    const outcome = course!.outcomes?.find((o) => o.id === module.learningOutcomeId);
    const lessons: { name: string; html: string }[] = [];
    for (const lesson of [...module.lessons].sort((a, b) => a.number - b.number)) {
      const built = lesson.content
        ? lesson
        : { ...lesson, ...(await buildLesson(ctx, { courseTitle: course!.title, outcome, module, lesson })) };
      lessons.push({
        name: `${lesson.number}. ${lesson.name}`,
        html: sanitizeStoredHtml(lessonHtml(built), ctx.config.publicOrigin),
      });
    }
    made.push({ name: `${module.number}. ${module.name}`, lessons });
  }

  await inTransaction(ctx, async ({ db: tx }) => {
    const old = await tx
      .select({ id: materialFolders.id })
      .from(materialFolders)
      .where(and(eq(materialFolders.courseId, courseId), eq(materialFolders.groupId, GENERATED_GROUP)));
    if (old.length) {
      const ids = old.map((f) => f.id);
      await tx.update(materialFolders).set({ isDeleted: true }).where(inArray(materialFolders.id, ids));
      await tx.update(materialFiles).set({ isDeleted: true }).where(inArray(materialFiles.folderId, ids));
    }
    const [{ last } = { last: -1 }] = await tx
      .select({ last: sql<number>`coalesce(max(${materialFolders.position}), -1)::int` })
      .from(materialFolders)
      .where(and(eq(materialFolders.courseId, courseId), sql`${materialFolders.parentId} IS NULL`));
    for (const [i, module] of made.entries()) {
      const folderId = randomUUID();
      await tx.insert(materialFolders).values({
        id: folderId,
        courseId,
        name: module.name,
        groupId: GENERATED_GROUP,
        position: last + 1 + i,
      });
      if (module.lessons.length)
        await tx.insert(materialFiles).values(
          module.lessons.map((lesson, position) => ({
            id: randomUUID(),
            courseId,
            folderId,
            name: lesson.name,
            type: 'html',
            content: lesson.html,
            position,
          })),
        );
    }
  });
}
