import type { PushKey, PushStatus } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { deviceLabel } from './device-label';
import * as q from './push.queries';
import { isAllowedEndpoint } from './push-endpoint';

export interface SubscribeInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang?: string;
}

/**
 * Browser push subscriptions (profile → notifications): a user adds, checks and removes
 * only their own browsers. The server posts only to endpoints `isAllowedEndpoint` accepts.
 */
export function pushService(ctx: Pick<AppContext, 'database' | 'config' | 'push'>) {
  const db = ctx.database.pool;
  return {
    async key(): Promise<PushKey> {
      return { publicKey: await ctx.push.publicKey() };
    },

    async subscribe(
      userId: string,
      input: SubscribeInput,
      userAgent: string | undefined,
    ): Promise<PushStatus> {
      if (!isAllowedEndpoint(input.endpoint, ctx.config.push.allowHttpLoopback)) {
        throw new HttpError(422, 'VALIDATION', 'Not an address of a push service.', {
          errors: { endpoint: 'validation.pushEndpoint' },
        });
      }
      await q.upsertSubscription(db, {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: deviceLabel(userAgent),
        lang: input.lang ?? null,
      });
      return { subscribed: true };
    },

    /** Idempotent; another user's endpoint is left alone, and the answer is the same. */
    async unsubscribe(userId: string, endpoint: string): Promise<PushStatus> {
      await q.deleteOwnSubscription(db, userId, endpoint);
      return { subscribed: false };
    },

    async status(userId: string, endpoint: string): Promise<PushStatus> {
      return { subscribed: await q.hasOwnSubscription(db, userId, endpoint) };
    },
  };
}
