import type { Notification } from '@elearn/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Run } from '../../db/transaction';
import * as q from './push.queries';
import { isAllowedEndpoint } from './push-endpoint';
import { pushMessageOf } from './push-texts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** A push service that has not answered by then will not be waited for. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a browser that is offline (the bell keeps it anyway). */
const TTL_SECONDS = 24 * 60 * 60;

/** Browser push (Web Push, RFC 8030/8291/8292) of the notifications `notify` stores. */
export interface PushSender {
  /** The VAPID public key (the browser's applicationServerKey); made on the first call of a new database. */
  publicKey(): Promise<string>;
  /**
   * Pushes `notification` to every browser of the user, in the background: never throws,
   * never keeps the caller waiting. A subscription the push service calls gone (404/410) is deleted.
   */
  send(userId: string, notification: Notification): void;
  /** Settles when every push under way has (tests; the server waits for it before closing the database). */
  idle(): Promise<void>;
}

export function createPushSender(
  config: Config['push'],
  db: Run,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const keysOnce = () =>
    (keys ??= loadVapidKeys(db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
  const underWay = new Set<Promise<void>>();

  async function post(subscription: q.SubscriptionRow, vapid: VapidKeys, notification: Notification) {
    // Checked on subscribe; again here, as the rule may have tightened since (PUSH_ALLOW_HTTP_LOOPBACK).
    if (!isAllowedEndpoint(subscription.endpoint, config.allowHttpLoopback)) return;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(pushMessageOf(notification, subscription.lang)),
      {
        vapidDetails: { subject: config.subject, ...vapid },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    // fetch sets Content-Length from the body itself; every other header is text.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body as Buffer),
      // A redirect could lead anywhere, private addresses included: a push service never sends one.
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410)
      await q.deleteSubscription(db, subscription.endpoint);
    else if (!response.ok) log.warn({ status: response.status }, 'web push refused by the push service');
  }

  async function deliver(userId: string, notification: Notification) {
    const subscriptions = await q.subscriptionsOf(db, userId);
    if (!subscriptions.length) return;
    const vapid = await keysOnce();
    const results = await Promise.allSettled(subscriptions.map((s) => post(s, vapid, notification)));
    for (const result of results) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'web push failed');
    }
  }

  return {
    publicKey: async () => (await keysOnce()).publicKey,
    send(userId, notification) {
      const sending = deliver(userId, notification)
        .catch((error: unknown) => log.warn({ err: error }, 'web push failed'))
        .finally(() => underWay.delete(sending));
      underWay.add(sending);
    },
    async idle() {
      while (underWay.size) await Promise.allSettled([...underWay]);
    },
  };
}
