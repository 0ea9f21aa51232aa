import type { AuditAction, AuditEntity, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction, type Tx } from '../../db/transaction';
import { recordAudit } from '../audit/audit.queries';

/** What a change did: the record's id and the record before (null when created) and after. */
export interface Change<T> {
  id: string;
  before: T | null;
  after: T;
}

/**
 * Runs an admin change and writes its audit entry in the same transaction:
 * a change that rolls back leaves no entry, and no change is ever unlogged.
 */
export async function auditedChange<T>(
  ctx: AppContext,
  actor: User,
  what: { entity: AuditEntity; action: AuditAction },
  work: (tx: Tx) => Promise<Change<T>>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const change = await work(tx);
    await recordAudit(
      tx.client,
      { actorId: actor.id, ...what, entityId: change.id, before: change.before, after: change.after },
      tx.now,
    );
    return change.after;
  });
}
