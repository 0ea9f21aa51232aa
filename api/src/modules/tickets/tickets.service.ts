import {
  isStaff,
  type TicketCreateInput,
  type TicketList,
  type TicketListQuery,
  type TicketReplyInput,
  type TicketStatus,
  type TicketSummary,
  type TicketThread,
  type User,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { attachUploads } from '../../storage/upload-quota';
import { notificationsService } from '../notifications/notifications.service';
import { attachmentUrl, ownsAttachment } from './ticket-attachments';

type Attachment = TicketCreateInput['attachment'];

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such ticket.');
const iso = (d: Date | string) => new Date(d).toISOString();

interface SummaryRow {
  id: string;
  subject: string;
  category: TicketSummary['category'];
  status: TicketStatus;
  created_at: Date;
  updated_at: Date;
  user_id: string;
  first_name: string;
  last_name: string;
}
const SUMMARY = `SELECT t.id, t.subject, t.category, t.status, t.created_at, t.updated_at, t.user_id,
                        u.first_name, u.last_name
                   FROM support_tickets t JOIN users u ON u.id = t.user_id`;
const toSummary = (r: SummaryRow): TicketSummary => ({
  id: r.id,
  subject: r.subject,
  category: r.category,
  status: r.status,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  author: { id: r.user_id, firstName: r.first_name, lastName: r.last_name },
});

/**
 * Support tickets (learner-experience §2 /tickets): a user reads and writes
 * only their own; staff (Admin, Editor) read and answer all. Both sides are
 * told of news at once: a notification, and `ticketUpdated` to refresh an open thread.
 */
export function ticketsService(ctx: AppContext) {
  const db = ctx.database.pool;
  const notifications = notificationsService(ctx);

  /** The ticket if `user` may see it (its author, or staff); 404 otherwise, never telling which. */
  async function visible(run: Pick<typeof db, 'query'>, user: User, id: string, lock = false) {
    if (!isUuid(id)) throw notFound();
    const { rows } = await run.query<SummaryRow>(
      `${SUMMARY} WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
      [id],
    );
    const row = rows[0];
    if (!row || (row.user_id !== user.id && !isStaff(user))) throw notFound();
    return row;
  }

  function checkAttachment(user: User, attachment: Attachment) {
    if (attachment && !ownsAttachment(user.id, attachment.key)) {
      throw new HttpError(422, 'VALIDATION', 'Not your upload.', {
        errors: { attachment: 'validation.invalid' },
      });
    }
  }

  async function addMessage(tx: Tx, ticketId: string, user: User, body: string, attachment: Attachment) {
    await tx.client.query(
      `INSERT INTO ticket_messages (ticket_id, author_id, body, attachment, attachment_name, created_at)
       -- Strictly after the thread's last message, so the order holds even when two share a clock tick.
       VALUES ($1, $2, $3, $4, $5, GREATEST($6::timestamptz,
         (SELECT max(created_at) + interval '1 millisecond' FROM ticket_messages WHERE ticket_id = $1)))`,
      [ticketId, user.id, body, attachment?.key ?? null, attachment?.name ?? null, tx.now],
    );
    if (attachment) await attachUploads(tx.client, [attachment.key]);
  }

  async function staffIds(tx: Tx): Promise<string[]> {
    const { rows } = await tx.client.query<{ id: string }>(
      "SELECT id FROM users WHERE role IN ('Admin', 'Editor')",
    );
    return rows.map((r) => r.id);
  }

  /** Tells the other side: a notification each, and a refresh to everyone concerned. */
  async function announce(
    tx: Tx,
    ticket: { id: string; subject: string; user_id: string },
    actor: User,
    event: string,
  ) {
    const toOwner = actor.id !== ticket.user_id;
    const recipients = toOwner ? [ticket.user_id] : (await staffIds(tx)).filter((id) => id !== actor.id);
    for (const userId of recipients) {
      await notifications.notify(
        userId,
        {
          short: `ticket.${event}`,
          template: `notifications.ticket.${event}`,
          templateType: 'link',
          attributes: {
            subject: ticket.subject,
            actor: `${actor.firstName} ${actor.lastName}`,
            link: `/tickets?ticket=${ticket.id}`,
          },
        },
        tx,
      );
    }
    for (const userId of new Set([ticket.user_id, actor.id, ...(toOwner ? [] : recipients)])) {
      tx.emit(userId, 'ticketUpdated', { id: ticket.id });
    }
  }

  return {
    async list(user: User, query: TicketListQuery & { skip: number; limit: number }): Promise<TicketList> {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      // Staff see everyone's; everybody else their own, whatever they ask for.
      if (!isStaff(user)) add('t.user_id = ?', user.id);
      if (query.status) add('t.status = ?', query.status);
      if (query.category) add('t.category = ?', query.category);
      if (query.search)
        add(
          "t.subject ILIKE '%' || ? || '%'",
          query.search.replace(/[\\%_]/g, (c) => `\\${c}`),
        );
      const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const [page, count] = await Promise.all([
        db.query<SummaryRow>(
          `${SUMMARY}${clause} ORDER BY t.updated_at DESC, t.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, query.limit, query.skip],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM support_tickets t${clause}`, params),
      ]);
      return { tickets: page.rows.map(toSummary), total: count.rows[0]!.total };
    },

    async thread(user: User, id: string): Promise<TicketThread> {
      const ticket = await visible(db, user, id);
      const { rows } = await db.query<{
        id: string;
        body: string;
        created_at: Date;
        attachment: string | null;
        attachment_name: string | null;
        author_id: string;
        first_name: string;
        last_name: string;
        role: User['role'];
        permission_level: number;
      }>(
        `SELECT m.id, m.body, m.created_at, m.attachment, m.attachment_name, m.author_id,
                u.first_name, u.last_name, u.role, u.permission_level
           FROM ticket_messages m JOIN users u ON u.id = m.author_id
          WHERE m.ticket_id = $1 ORDER BY m.created_at, m.id`,
        [id],
      );
      return {
        ticket: toSummary(ticket),
        messages: rows.map((m) => ({
          id: m.id,
          body: m.body,
          createdAt: iso(m.created_at),
          attachment: m.attachment
            ? { url: attachmentUrl(ctx, m.attachment), name: m.attachment_name ?? '' }
            : null,
          author: {
            id: m.author_id,
            firstName: m.first_name,
            lastName: m.last_name,
            staff: isStaff({ role: m.role, permissionLevel: m.permission_level }),
          },
        })),
      };
    },

    async create(user: User, input: TicketCreateInput & { subject: string; message: string }) {
      checkAttachment(user, input.attachment);
      const id = await inTransaction(ctx, async (tx) => {
        const { rows } = await tx.client.query<{ id: string }>(
          `INSERT INTO support_tickets (user_id, subject, category, status, created_at, updated_at)
           VALUES ($1, $2, $3, 'open', $4, $4) RETURNING id`,
          [user.id, input.subject, input.category, tx.now],
        );
        const ticket = { id: rows[0]!.id, subject: input.subject, user_id: user.id };
        await addMessage(tx, ticket.id, user, input.message, input.attachment);
        await announce(tx, ticket, user, 'opened');
        return ticket.id;
      });
      return this.thread(user, id);
    },

    /** Staff answering sets `answered`; the author writing again reopens it. A closed ticket takes no reply. */
    async reply(user: User, id: string, input: TicketReplyInput & { message: string }) {
      checkAttachment(user, input.attachment);
      await inTransaction(ctx, async (tx) => {
        const ticket = await visible(tx.client, user, id, true);
        if (ticket.status === 'closed') {
          throw new HttpError(409, 'TICKET_CLOSED', 'This ticket is closed.');
        }
        await addMessage(tx, id, user, input.message, input.attachment);
        const byOwner = user.id === ticket.user_id;
        await tx.client.query('UPDATE support_tickets SET status = $2, updated_at = $3 WHERE id = $1', [
          id,
          byOwner ? 'open' : 'answered',
          tx.now,
        ]);
        await announce(tx, ticket, user, byOwner ? 'replied' : 'answered');
      });
      return this.thread(user, id);
    },

    /** The author may close or reopen their ticket; staff may set any status. */
    async setStatus(user: User, id: string, status: TicketStatus) {
      await inTransaction(ctx, async (tx) => {
        const ticket = await visible(tx.client, user, id, true);
        if (!isStaff(user) && status === 'answered')
          throw new HttpError(403, 'FORBIDDEN', 'Only staff answer.');
        if (ticket.status === status) return;
        await tx.client.query('UPDATE support_tickets SET status = $2, updated_at = $3 WHERE id = $1', [
          id,
          status,
          tx.now,
        ]);
        if (status === 'closed') await announce(tx, ticket, user, 'closed');
        else for (const who of new Set([ticket.user_id, user.id])) tx.emit(who, 'ticketUpdated', { id });
      });
      return this.thread(user, id);
    },
  };
}
