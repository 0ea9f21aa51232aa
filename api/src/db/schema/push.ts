import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, users } from './foundation';
import { references } from './postgres-names';

// Browser push (issue 17): the site's VAPID key pair and each browser's Web Push subscription.

/**
 * The one VAPID key pair (id 1), made on the first start: in the database, not
 * DATA_DIR, so every API process on one PostgreSQL signs with the same key.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey(),
    /** Base64url, uncompressed P-256 point: the browser's applicationServerKey. */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
);

/** A browser that accepts the user's notifications; its endpoint belongs to the account that subscribed last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's keys for the payload's encryption (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** E.g. "Chrome on Linux", from the User-Agent when it subscribed. */
    userAgent: text('user_agent'),
    /** The page's language when it subscribed: the texts' language when the profile names none. */
    lang: text('lang'),
    createdAt: createdAt(),
  },
  (t) => [references(t.userId, users.id, 'cascade'), index('push_subscriptions_user').on(t.userId)],
);
