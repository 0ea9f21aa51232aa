import type { Notification, NotificationList, NotificationTemplateType } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { deliveryOf } from './delivery';
import * as q from './notifications.queries';

export interface NotificationInput {
  /** What happened, e.g. `forum.comment`; the UI picks a `custom` renderer by it. */
  short: string;
  /** i18n key of the text; `{{name}}` placeholders take the attributes. */
  template: string;
  templateType: NotificationTemplateType;
  /** Values for the template; `link` is a path without the language segment. Empty values are dropped. */
  attributes: Record<string, string | number | null | undefined>;
}

const toNotification = (r: q.NotificationRow): Notification => ({
  id: r.id,
  createdAt: new Date(r.created_at).toISOString(),
  seenAt: r.seen_at && new Date(r.seen_at).toISOString(),
  attributes: r.attributes,
  notificationEvent: { short: r.event_short, template: r.template, templateType: r.template_type },
});

/** The contract's attributes are strings only: numbers become text, null and undefined are left out. */
function cleanAttributes(attributes: NotificationInput['attributes']): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined) clean[key] = String(value);
  }
  return clean;
}

/**
 * Stores a notification in `tx` and, once it commits, pushes `notification` to the user's tabs
 * and to the browsers where they switched browser push on, as the user's preferences allow:
 * null when the user muted its kind in-app; in quiet hours it is only stored.
 */
async function notifyIn(
  ctx: Pick<AppContext, 'push'>,
  tx: Tx,
  userId: string,
  input: NotificationInput,
): Promise<Notification | null> {
  const delivery = await deliveryOf(tx.client, userId, input.short, tx.now);
  if (!delivery.store) return null;
  const row = await q.insertNotification(tx.client, {
    userId,
    short: input.short,
    template: input.template,
    templateType: input.templateType,
    attributes: cleanAttributes(input.attributes),
  });
  const notification = toNotification(row);
  if (delivery.push) {
    tx.emit(userId, 'notification', notification);
    tx.afterCommit(() => ctx.push.send(userId, notification));
  }
  return notification;
}

/**
 * A user's notifications (learner-experience §2–4, §7). Every notification
 * goes through `notify`, which stores it and pushes `notification` to the
 * user's open tabs and, by Web Push, to their subscribed browsers.
 */
export function notificationsService(ctx: Pick<AppContext, 'database' | 'realtime' | 'now' | 'push'>) {
  const db = ctx.database.pool;

  return {
    /**
     * Inside `tx` the notification is part of that transaction (stored and
     * pushed only if it commits); without, it is a transaction of its own.
     */
    notify(userId: string, input: NotificationInput, tx?: Tx): Promise<Notification | null> {
      return tx
        ? notifyIn(ctx, tx, userId, input)
        : inTransaction(ctx, (own) => notifyIn(ctx, own, userId, input));
    },

    async list(
      userId: string,
      page: { skip: number; limit: number; after?: string },
    ): Promise<NotificationList> {
      const { rows, counts } = await q.listNotificationPage(db, userId, page);
      return { notifications: rows.map(toNotification), notSeenCount: counts.not_seen, total: counts.total };
    },

    /** Idempotent: a second call answers the first time it was seen. Another user's id is a 404. */
    async markSeen(userId: string, id: string) {
      const seenAt = isUuid(id) ? await q.markSeen(db, userId, id) : null;
      if (!seenAt) throw new HttpError(404, 'NOT_FOUND', 'No such notification.');
      return { id, seenAt: new Date(seenAt).toISOString() };
    },

    /** Other tabs of the user reload their list (`refreshNotifications` carries nothing). */
    async markAllSeen(userId: string) {
      const updated = await q.markAllSeen(db, userId);
      if (updated > 0) ctx.realtime.emitToUser(userId, 'refreshNotifications', undefined);
      return { updated };
    },
  };
}
