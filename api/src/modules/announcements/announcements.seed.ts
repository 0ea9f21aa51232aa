import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

const HOUR_MS = 3_600_000;

const DEMO_ANNOUNCEMENTS = [
  {
    ago: 48,
    title: 'Welcome to the new term',
    text: 'New courses are open for enrolment.\nCheck your dashboard for the ones that fit your plan.',
  },
  {
    ago: 3,
    title: 'The coins store is open',
    text: 'Spend the coins you earn by studying on notebooks, stickers, hoodies and bookshop vouchers, and collect them at the front desk.\nOpen the store from the coins in the header.',
  },
];

/** Two announcements by the demo admin; runs inside seedDemo's first-start transaction. */
export async function seedAnnouncementsDemo(tx: Queryable, now: Date): Promise<void> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT id FROM users WHERE email = 'admin@demo.test'`,
  );
  const admin = rows[0]?.id ?? null;
  for (const a of DEMO_ANNOUNCEMENTS) {
    const at = new Date(now.getTime() - a.ago * HOUR_MS).toISOString();
    await tx.execute(sql`
      INSERT INTO announcements (title, text, created_by, created_at) VALUES (${a.title}, ${a.text}, ${admin}, ${at})`);
  }
}
