import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courses, materialFiles, materialFolders, materialUploads, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { writeObject } from '../../storage/object-store';
import { sanitizeStoredHtml } from '../../storage/stored-html';
import { demoPdf, demoPng } from './demo-files';
import { DEMO_PACKAGE_TITLE, demoPackage } from './scorm/demo-package';
import { storePackage } from './scorm/package-store';

const COURSE = 'algebra-foundations';

/**
 * Demo materials of algebra-foundations (two folders and a subfolder with a PDF,
 * a picture, a text file and a link), so the manager and the viewer show
 * something on a fresh start. Runs once: a course that has materials is left alone.
 */
export async function seedMaterialsDemo(ctx: AppContext): Promise<boolean> {
  const { db } = ctx.database;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.seoTxt, COURSE));
  const [instructor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'instructor@demo.test'));
  if (!course || !instructor) return false;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(materialFolders)
    .where(eq(materialFolders.courseId, course.id));
  if (n > 0) return false;
  const { unit1 } = await addSampleMaterials(ctx, course.id, instructor.id);
  // An html resource written in the manager (the resource editor's kind of file).
  await ctx.database.db.insert(materialFiles).values({
    id: randomUUID(),
    courseId: course.id,
    folderId: unit1,
    name: 'Worked example',
    type: 'html',
    position: 2,
    content: sanitizeStoredHtml(
      '<h2>Solving 3x − 4 = 11</h2><p>Add 4 to both sides: 3x = 15.</p><p>Divide both sides by 3: x = 5.</p><p>Check: 3 × 5 − 4 = 11.</p>',
      ctx.config.publicOrigin,
    ),
  });
  await addDemoPackage(ctx, course.id, instructor.id, unit1, 3);
  return true;
}

/** The demo SCORM 1.2 package (a two-question quiz) as a file of `folderId`, unpacked as an upload would be. */
export async function addDemoPackage(
  ctx: AppContext,
  courseId: string,
  ownerId: string,
  folderId: string,
  position: number,
) {
  const key = `materials/${courseId}/${randomBytes(16).toString('hex')}.zip`;
  const data = demoPackage();
  await ctx.database.db
    .insert(materialUploads)
    .values({ key, courseId, userId: ownerId, extension: 'zip', bytes: data.length, receivedAt: ctx.now() });
  await storePackage(ctx, key, data);
  await writeObject(ctx, key, data);
  const id = randomUUID();
  await ctx.database.db.insert(materialFiles).values({
    id,
    courseId,
    folderId,
    name: `${DEMO_PACKAGE_TITLE}.zip`,
    type: 'scorm',
    position,
    storageKey: key,
  });
  return id;
}

/** The sample tree (also the e2e fixture's): Unit 1 with a PDF, a text file and a Practice subfolder with a link; Unit 2 with a picture. */
export async function addSampleMaterials(ctx: AppContext, courseId: string, ownerId: string) {
  const key = (ext: string) => `materials/${courseId}/${randomBytes(16).toString('hex')}.${ext}`;
  const pdf = {
    key: key('pdf'),
    ext: 'pdf',
    data: demoPdf([
      'Linear equations',
      'Solve ax + b = c:',
      'subtract b, then divide by a.',
      'Example: 2x + 3 = 11 gives x = 4.',
    ]),
  };
  const png = { key: key('png'), ext: 'png', data: demoPng() };
  const txt = {
    key: key('txt'),
    ext: 'txt',
    data: Buffer.from(
      'Formula sheet\n\n(a + b)^2 = a^2 + 2ab + b^2\n(a - b)^2 = a^2 - 2ab + b^2\na^2 - b^2 = (a - b)(a + b)\n',
    ),
  };
  for (const file of [pdf, png, txt]) await writeObject(ctx, file.key, file.data);

  const [unit1, unit2, practice] = [randomUUID(), randomUUID(), randomUUID()];
  await inTransaction(ctx, async ({ db: tx, now }) => {
    await tx.insert(materialUploads).values(
      [pdf, png, txt].map((f) => ({
        key: f.key,
        courseId,
        userId: ownerId,
        extension: f.ext,
        bytes: f.data.length,
        receivedAt: now,
      })),
    );
    await tx.insert(materialFolders).values([
      { id: unit1, courseId, name: 'Unit 1: Equations', position: 0 },
      { id: unit2, courseId, name: 'Unit 2: Graphs', position: 1 },
      { id: practice, courseId, parentId: unit1, name: 'Practice', position: 0 },
    ]);
    const file = (folderId: string, position: number, name: string, type: string, extra = {}) => ({
      id: randomUUID(),
      courseId,
      folderId,
      name,
      type,
      position,
      ...extra,
    });
    await tx
      .insert(materialFiles)
      .values([
        file(unit1, 0, 'Linear equations.pdf', 'pdf', { storageKey: pdf.key, numberOfPages: 1 }),
        file(unit1, 1, 'Formula sheet.txt', 'txt', { storageKey: txt.key }),
        file(practice, 0, 'Course page', 'link', { content: `/course/${COURSE}` }),
        file(unit2, 0, 'Parabola y = x².png', 'png', { storageKey: png.key }),
      ]);
  });
  return { unit1, unit2, practice };
}
