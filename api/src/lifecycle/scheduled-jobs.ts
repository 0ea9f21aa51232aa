import type { FastifyInstance } from 'fastify';

export type ScheduledJob<C> = (ctx: C) => Promise<unknown>;

/**
 * Runs a module's jobs once the server is ready (its readiness waits for that first
 * run) and then every `everyMs` until it closes; a failure is logged and retried
 * next time. Jobs are plain functions of the context, so tests call them directly
 * with a clock of their own.
 */
export function scheduleJobs<C>(
  app: FastifyInstance,
  ctx: C,
  name: string,
  jobs: ScheduledJob<C>[],
  everyMs: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
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
