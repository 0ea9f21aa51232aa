import { ACTIVITY_CLIENT_EVENTS, activityReportSchema, hasRole } from '@elearn/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { SocketIdentity } from '../../realtime/realtime';
import { findAccessUser } from '../user/user.queries';
import { creditActivity } from './activity.service';
import type { GamificationContext } from './gamification.context';

type Ack = (answer: { success: boolean }) => void;

interface ActivityState {
  learner?: boolean;
  /** When this socket started watching (or connected): a report cannot cover time before it. */
  since: Date;
}

/**
 * The activity tracker's socket events (learner-experience §4, §7):
 * `watch-activity` starts watching, `update-activity`, `inactive`,
 * `left-window` and `unmount` report gained minutes. Each is acknowledged
 * with `{ success }`; only learners succeed. Reports of one socket are
 * handled one after another.
 */
export function activitySockets(ctx: GamificationContext, log: FastifyBaseLogger): void {
  ctx.realtime.useSockets((io) => {
    io.on('connection', (socket: Socket) => {
      const { userId } = socket.data.identity as SocketIdentity;
      const state: ActivityState = { since: ctx.now() };
      let queue: Promise<unknown> = Promise.resolve();

      const isLearner = async () => {
        state.learner ??= hasRole(await findAccessUser(ctx.database.db, userId), 'learner');
        return state.learner;
      };
      const answer = (ack: unknown, success: boolean) => {
        if (typeof ack === 'function') (ack as Ack)({ success });
      };

      for (const event of ACTIVITY_CLIENT_EVENTS) {
        socket.on(event, (payload: unknown, ack?: unknown) => {
          // The ack may come first when the client sends no payload.
          const callback = typeof payload === 'function' ? payload : ack;
          queue = queue.then(async () => {
            try {
              if (!(await isLearner())) return answer(callback, false);
              if (event === 'watch-activity') {
                state.since = ctx.now();
                return answer(callback, true);
              }
              const report = activityReportSchema.safeParse(payload);
              if (!report.success) return answer(callback, false);
              await creditActivity(ctx, userId, state.since, report.data);
              answer(callback, true);
            } catch (error) {
              log.error({ err: error, event }, 'activity report failed');
              answer(callback, false);
            }
          });
        });
      }
    });
  });
}
