import type { AuditAction, AuditEntity, AuditEntry, auditQuerySchema } from '@elearn/contracts';
import type { z } from 'zod';
import type { Run } from '../../db/transaction';

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one entry of the audit log on the change's own transaction client:
 * the change and its entry commit together or not at all.
 */
export async function recordAudit(run: Run, record: AuditRecord, at: Date): Promise<void> {
  await run.query(
    `INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.actorId,
      record.action,
      record.entity,
      record.entityId,
      record.before === null ? null : JSON.stringify(record.before),
      record.after === null ? null : JSON.stringify(record.after),
      at,
    ],
  );
}

type Filters = z.infer<typeof auditQuerySchema>;

/** A page of the log, newest first, with the count of all matching entries. */
export async function listAudit(run: Run, f: Filters): Promise<{ items: AuditEntry[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    values.push(value);
    where.push(clause.replace('?', `$${values.length}`));
  };
  if (f.entity) add('a.entity = ?', f.entity);
  if (f.action) add('a.action = ?', f.action);
  if (f.actorId) add('a.actor_id = ?', f.actorId);
  if (f.from) add('a.created_at >= ?', new Date(f.from));
  if (f.to) add('a.created_at <= ?', new Date(f.to));
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [page, count] = await Promise.all([
    run.query<{
      id: string;
      action: AuditEntry['action'];
      entity: AuditEntry['entity'];
      entity_id: string;
      before: unknown;
      after: unknown;
      created_at: Date;
      actor_id: string | null;
      actor_name: string | null;
      actor_email: string | null;
    }>(
      `SELECT a.id, a.action, a.entity, a.entity_id, a.before, a.after, a.created_at, a.actor_id,
              u.first_name || ' ' || u.last_name AS actor_name, u.email AS actor_email
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         ${filter}
         ORDER BY a.created_at DESC, a.seq DESC
         LIMIT ${Number(f.limit)} OFFSET ${Number(f.skip)}`,
      values,
    ),
    run.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log a ${filter}`, values),
  ]);
  return {
    total: count.rows[0]!.total,
    items: page.rows.map((r) => ({
      id: r.id,
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? '', email: r.actor_email ?? '' } : null,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
      createdAt: r.created_at.toISOString(),
    })),
  };
}
