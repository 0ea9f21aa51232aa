import type { FastifyInstance } from 'fastify';
import type { Run } from '../db/transaction';

export type ScheduledJob<C> = (ctx: C) => Promise<unknown>;

/**
 * Takes the job group's lease for a little less than one period when it is
 * free: one conditional upsert, so of several API processes ticking at the
 * same time exactly one gets it, and the group runs once per period however
 * many processes there are. The database's clock decides, not the processes'.
 */
export async function takeJobLease(run: Run, name: string, everyMs: number): Promise<boolean> {
  const { rowCount } = await run.query(
    `INSERT INTO job_leases (name, held_until) VALUES ($1, now() + $2::integer * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET held_until = excluded.held_until
     WHERE job_leases.held_until <= now()`,
    [name, Math.floor(everyMs * 0.9)],
  );
  return rowCount === 1;
}

/**
 * Runs a module's jobs once the server is ready (its readiness waits for that first
 * run) and then every `everyMs` until it closes; a failure is logged and retried
 * next time. With several API processes on one database, each period's run
 * happens in one of them (takeJobLease). Jobs are plain functions of the
 * context, so tests call them directly with a clock of their own.
 */
export function scheduleJobs<C extends { database: { pool: Run } }>(
  app: FastifyInstance,
  ctx: C,
  name: string,
  jobs: ScheduledJob<C>[],
  everyMs: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const leased = await takeJobLease(ctx.database.pool, name, everyMs).catch((error) => {
      app.log.error({ err: error }, `${name} jobs: lease failed`);
      return false;
    });
    if (!leased) return;
    for (const job of jobs)
      await job(ctx).catch((error) => app.log.error({ err: error }, `${name} job failed`));
  };
  app.addHook('onReady', () => {
    timer = setInterval(() => void tick(), everyMs);
    timer.unref();
    return tick();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
