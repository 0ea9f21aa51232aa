import { randomBytes } from 'node:crypto';
import { type Certificate, hasFeatureAccess, isMastered } from '@elearn/contracts';
import type { Tx } from '../../db/transaction';
import { currentPlanOf } from '../courses/enrolment.queries';
import { answersOf, courseContent, progressById } from './progress.queries';

/** The plan feature that grants certificates (learner-experience §1 plan features). */
export const CERTIFICATE_FEATURE = 'certificate';

/** 12 characters of an unambiguous alphabet: short to type, 60 bits hard to guess. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Whether every learning outcome of the course is mastered by this progress's answers. */
export async function masteredEveryOutcome(tx: Tx, progressId: string, courseId: string): Promise<boolean> {
  const content = await courseContent(tx.client, courseId);
  if (!content || content.learningOutcomes.length === 0) return false;
  const answers = await answersOf(tx.client, progressId);
  return content.learningOutcomes.every((o) =>
    isMastered(
      answers
        .filter((a) => a.outcome === o.id)
        .map((a) => ({ difficultyLevel: a.difficulty, passed: a.passed })),
    ),
  );
}

/**
 * Issues the progress's certificate when it is earned and not issued yet: the
 * plan has the certificate feature (staff and instructors always do) and every
 * outcome is mastered. Call it wherever mastery may have grown: the progress
 * read path does, and assessments call it after scoring. The partial unique key
 * (one valid certificate per progress) makes two concurrent calls issue one.
 */
export async function issueCertificateIfEarned(tx: Tx, progressId: string): Promise<void> {
  const progress = await progressById(tx.client, progressId);
  if (!progress) return;
  const issued = await tx.client.query(
    'SELECT 1 FROM certificates WHERE progress_id = $1 AND revoked_at IS NULL',
    [progressId],
  );
  if (issued.rows.length > 0) return;
  const { rows } = await tx.client.query<{ permission_level: number; name: string; title: string }>(
    `SELECT u.permission_level, u.first_name || ' ' || u.last_name AS name, c.title
     FROM users u, courses c WHERE u.id = $1 AND c.id = $2`,
    [progress.userId, progress.courseId],
  );
  const row = rows[0];
  if (!row) return;
  const user = {
    permissionLevel: row.permission_level,
    plan: await currentPlanOf(tx.client, progress.userId),
  };
  if (!hasFeatureAccess(user, CERTIFICATE_FEATURE, tx.now)) return;
  if (!(await masteredEveryOutcome(tx, progressId, progress.courseId))) return;
  await tx.client.query(
    `INSERT INTO certificates (code, progress_id, user_id, course_id, learner_name, course_title, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (progress_id) WHERE revoked_at IS NULL DO NOTHING`,
    [newCode(), progressId, progress.userId, progress.courseId, row.name, row.title, tx.now],
  );
}

/** Revokes the progress's valid certificate (its progress was reset). */
export async function revokeCertificates(tx: Tx, progressId: string): Promise<void> {
  await tx.client.query(
    'UPDATE certificates SET revoked_at = $2 WHERE progress_id = $1 AND revoked_at IS NULL',
    [progressId, tx.now],
  );
}

/** A certificate by its public code, or null. */
export async function certificateByCode(
  db: Pick<Tx['client'], 'query'>,
  code: string,
): Promise<(Certificate & { userId: string }) | null> {
  const { rows } = await db.query<{
    code: string;
    learner_name: string;
    course_title: string;
    issued_at: Date;
    revoked_at: Date | null;
    user_id: string;
  }>(
    'SELECT code, learner_name, course_title, issued_at, revoked_at, user_id FROM certificates WHERE code = $1',
    [code],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    code: r.code,
    learnerName: r.learner_name,
    courseTitle: r.course_title,
    issuedAt: new Date(r.issued_at).toISOString(),
    revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
    userId: r.user_id,
  };
}
