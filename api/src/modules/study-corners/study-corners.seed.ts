import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/**
 * The demo learner's study corner (its plan, Pro, has studyCorner) with a few
 * notes, and two entries of the translation dictionary: one staff text and one
 * key the translator could not translate, so the staff dictionary page shows
 * both. Runs inside seedDemo's first-start transaction.
 */
export async function seedStudyCornersDemo(tx: Queryable, now: Date): Promise<void> {
  await tx.execute(sql`
    INSERT INTO study_corners (owner_id, name, invite_code, notes, created_at)
    SELECT id, 'Algebra revision group', ${randomBytes(18).toString('base64url')},
      ${'Chapter 3: linear equations\n- solve 2x + 3 = 11\n- check each answer by substitution'}, ${now}
    FROM users WHERE email = 'learner@demo.test'`);
  await tx.execute(sql`
    INSERT INTO translations (lang, keyword, value, status, updated_at) VALUES
      ('ar', 'mf-admin:sections.dictionary.about', 'نصوص كل لغة فوق نصوص الواجهة المضمّنة، والترجمات التي فشلت.', 'done', ${now}),
      ('de', 'mf-tools:corners.intro', NULL, 'failed', ${now})
    ON CONFLICT DO NOTHING`);
}
