import type { Run } from '../../db/transaction';

/* SQL of the browser push subscriptions (table in db/schema/push.ts). */

/** At most this many browsers per user; subscribing another drops the oldest. */
export const SUBSCRIPTIONS_PER_USER = 20;

export interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The profile's language, else the page's when it subscribed. */
  lang: string | null;
}

/**
 * Stores this browser for `userId`. A browser has one subscription per site, so the
 * same endpoint from another account moves to it: the last account to switch push on
 * in a browser is the one whose notifications it shows.
 */
export async function upsertSubscription(
  db: Run,
  s: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    lang: string | null;
  },
) {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, lang)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
       auth = excluded.auth, user_agent = excluded.user_agent, lang = excluded.lang, created_at = now()`,
    [s.userId, s.endpoint, s.p256dh, s.auth, s.userAgent, s.lang],
  );
  await db.query(
    `DELETE FROM push_subscriptions WHERE id IN (
       SELECT id FROM push_subscriptions WHERE user_id = $1
       ORDER BY created_at DESC, id DESC OFFSET $2)`,
    [s.userId, SUBSCRIPTIONS_PER_USER],
  );
}

/** Removes the user's own subscription of `endpoint`; false when there was none of theirs. */
export async function deleteOwnSubscription(db: Run, userId: string, endpoint: string) {
  const { rowCount } = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
    userId,
    endpoint,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function hasOwnSubscription(db: Run, userId: string, endpoint: string) {
  const { rows } = await db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
    userId,
    endpoint,
  ]);
  return rows.length > 0;
}

/** Where a user's pushes go, with the language of their texts. */
export async function subscriptionsOf(db: Run, userId: string) {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT s.endpoint, s.p256dh, s.auth, COALESCE(p.language, s.lang) AS lang
       FROM push_subscriptions s LEFT JOIN user_profiles p ON p.user_id = s.user_id
      WHERE s.user_id = $1`,
    [userId],
  );
  return rows;
}

/** The push service says this subscription is gone (404/410): whoever it belongs to now, it is dead. */
export async function deleteSubscription(db: Run, endpoint: string) {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}
