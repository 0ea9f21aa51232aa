import webpush from 'web-push';
import type { Run } from '../../db/transaction';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair, made on the first start. Every process offers a
 * fresh pair and the first INSERT wins (ON CONFLICT DO NOTHING on the one row);
 * all then read the same row back, so several API processes on one PostgreSQL
 * sign with one key and the browsers' subscriptions stay valid across restarts.
 */
export async function loadVapidKeys(db: Run): Promise<VapidKeys> {
  const offered = webpush.generateVAPIDKeys();
  await db.query(
    'INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
    [offered.publicKey, offered.privateKey],
  );
  const { rows } = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM vapid_keys WHERE id = 1',
  );
  const row = rows[0]!;
  return { publicKey: row.public_key, privateKey: row.private_key };
}
