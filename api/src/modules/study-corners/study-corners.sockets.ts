import type { AppContext } from '../../context';
import type { SocketIdentity } from '../../realtime/realtime';
import { findSessionUserById } from './presence-users';
import { cornerRoom, type EmitToCorner } from './study-corners.service';

/**
 * A corner's page joins its room with `join-corner` (members only, answered
 * by an acknowledgement) and leaves with `leave-corner`. Whenever someone
 * joins or leaves, the room gets `corner-presence`: the users with the page open.
 */
export function studyCornerSockets(
  ctx: AppContext,
  isMember: (userId: string, id: string) => Promise<boolean>,
) {
  let emit: EmitToCorner = () => undefined;
  ctx.realtime.useSockets?.((io) => {
    emit = (id, event, payload) => void io.to(cornerRoom(id)).emit(event, payload);
    const announcePresence = async (id: string) => {
      const sockets = await io.in(cornerRoom(id)).fetchSockets();
      const ids = [...new Set(sockets.map((s) => (s.data.identity as SocketIdentity).userId))];
      emit(id, 'corner-presence', { id, present: await findSessionUserById(ctx, ids) });
    };
    io.on('connection', (socket) => {
      const { userId } = socket.data.identity as SocketIdentity;
      const joined = new Set<string>();
      socket.on('join-corner', (id: unknown, ack?: unknown) => {
        const answer = (ok: boolean) => typeof ack === 'function' && ack(ok);
        if (typeof id !== 'string') return answer(false);
        void isMember(userId, id)
          .then(async (member) => {
            if (member) {
              await socket.join(cornerRoom(id));
              joined.add(id);
              await announcePresence(id);
            }
            answer(member);
          })
          .catch(() => answer(false));
      });
      socket.on('leave-corner', (id: unknown) => {
        if (typeof id !== 'string' || !joined.delete(id)) return;
        void Promise.resolve(socket.leave(cornerRoom(id))).then(() =>
          announcePresence(id).catch(() => undefined),
        );
      });
      socket.on('disconnect', () => {
        for (const id of joined) void announcePresence(id).catch(() => undefined);
      });
    });
  });
  return (id: string, event: string, payload: unknown) => emit(id, event, payload);
}
