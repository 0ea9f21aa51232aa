import { type PackageLaunch, SCORM_DONE_STATUSES, type ScormProgress, type User } from '@elearn/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { materialCompletions, materialFiles, scormProgress, users } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { HttpError } from '../../../http/errors';
import { readObject } from '../../../storage/object-store';
import { visibleFileOf } from '../materials.service';
import { isHtml, packageContentType } from './package-content-types';
import { withRuntime } from './package-launch-html';
import { launchEntry } from './package-manifest';
import { entryKey, findPackage } from './package-store';
import { type PackageMode, packageToken, readPackageToken } from './package-token';

const noPackage = () => new HttpError(404, 'NOT_FOUND', 'No such package.');

/** SCORM packages in the viewer: the launch address, the frame's files, the learner's saved state. */
export function packageService(ctx: AppContext) {
  const { db } = ctx.database;

  /** A package file the user may see, its package, and whether they manage the course. */
  async function visiblePackage(user: User, fileId: string) {
    const { file, manages } = await visibleFileOf(ctx, user, fileId);
    const pkg = file.type === 'scorm' && file.storageKey ? await findPackage(ctx, file.storageKey) : null;
    if (!pkg) throw noPackage();
    return { file, pkg, manages };
  }

  async function savedState(userId: string, fileId: string): Promise<ScormProgress | null> {
    const [row] = await db
      .select()
      .from(scormProgress)
      .where(and(eq(scormProgress.userId, userId), eq(scormProgress.fileId, fileId)));
    if (!row) return null;
    return {
      lesson_status: row.lessonStatus as ScormProgress['lesson_status'],
      score_raw: row.scoreRaw,
      score_min: row.scoreMin,
      score_max: row.scoreMax,
      suspend_data: row.suspendData,
      lesson_location: row.lessonLocation,
      total_time: row.totalTime,
    };
  }

  /** The cmi the frame's runtime starts from (SCORM 1.2 RTE 3.4): the learner's saved state, or a first attempt. */
  async function bootData(userId: string, fileId: string, mode: PackageMode) {
    const [person] = await db
      .select({ first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    const saved = mode === 'record' ? await savedState(userId, fileId) : null;
    const score = (n: number | null | undefined) => (n == null ? '' : String(n));
    return {
      cmi: {
        core: {
          student_id: userId,
          student_name: person ? `${person.last}, ${person.first}` : '',
          lesson_status: saved?.lesson_status ?? 'not attempted',
          entry: saved ? 'resume' : 'ab-initio',
          lesson_mode: mode === 'record' ? 'normal' : 'browse',
          credit: mode === 'record' ? 'credit' : 'no-credit',
          total_time: saved?.total_time ?? '0000:00:00',
          lesson_location: saved?.lesson_location ?? '',
          score: { raw: score(saved?.score_raw), min: score(saved?.score_min), max: score(saved?.score_max) },
        },
        suspend_data: saved?.suspend_data ?? '',
      },
    };
  }

  return {
    /** The frame's launch address for the caller: recorded for a learner, a preview for the course's staff. */
    async launch(user: User, fileId: string): Promise<PackageLaunch> {
      const { file, pkg, manages } = await visiblePackage(user, fileId);
      const mode: PackageMode = manages ? 'preview' : 'record';
      const token = packageToken(ctx, file.id, user.id, mode);
      return {
        url: `/api/course/package/${file.id}/${token}/${pkg.launch}`,
        title: pkg.title,
        mode,
        progress: mode === 'record' ? await savedState(user.id, file.id) : null,
      };
    },

    /**
     * One file of a package for its frame (the token is the permission): the
     * launch page with the runtime put in, anything else as stored. Null: no such file.
     */
    async file(fileId: string, token: string, path: string) {
      const holder = readPackageToken(ctx, fileId, token);
      if (!holder) throw new HttpError(403, 'FORBIDDEN', 'This address is not valid or has expired.');
      const [file] = await db.select().from(materialFiles).where(eq(materialFiles.id, fileId));
      const pkg = file?.type === 'scorm' && !file.isDeleted ? await findPackage(ctx, file.storageKey) : null;
      const n = pkg ? pkg.entries.indexOf(path) : -1;
      if (!pkg || n < 0) return null;
      const data = await readObject(ctx, entryKey(pkg.uploadKey, n));
      if (!data) return null;
      const type = packageContentType(path);
      const launch = isHtml(type) && path === launchEntry(pkg.launch);
      return {
        type,
        launch,
        data: launch ? withRuntime(data, await bootData(holder.userId, fileId, holder.mode)) : data,
      };
    },

    /**
     * A learner's commit: their own state of the package kept, and the file
     * marked completed once the status is passed or completed. Staff previews are not recorded.
     */
    async saveProgress(user: User, fileId: string, progress: ScormProgress) {
      const { file, manages } = await visiblePackage(user, fileId);
      if (manages) throw new HttpError(403, 'FORBIDDEN', 'A preview is not recorded.');
      const values = {
        lessonStatus: progress.lesson_status,
        scoreRaw: progress.score_raw,
        scoreMin: progress.score_min,
        scoreMax: progress.score_max,
        suspendData: progress.suspend_data,
        lessonLocation: progress.lesson_location,
        totalTime: progress.total_time,
      };
      const done = SCORM_DONE_STATUSES.includes(progress.lesson_status);
      const iscompleted = await inTransaction(ctx, async ({ db: tx, now }) => {
        await tx
          .insert(scormProgress)
          .values({ userId: user.id, fileId: file.id, ...values })
          .onConflictDoUpdate({
            target: [scormProgress.userId, scormProgress.fileId],
            set: { ...values, updatedAt: now },
          });
        if (done)
          await tx
            .insert(materialCompletions)
            .values({ userId: user.id, fileId: file.id })
            .onConflictDoNothing();
        const [mark] = await tx
          .select({ id: materialCompletions.fileId })
          .from(materialCompletions)
          .where(and(eq(materialCompletions.userId, user.id), eq(materialCompletions.fileId, file.id)));
        return !!mark;
      });
      return { ...progress, iscompleted };
    },
  };
}
