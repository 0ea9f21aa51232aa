import { hasCourseRole, isStaff } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { isUuid } from '../../http/uuid';
import type { SocketIdentity } from '../../realtime/realtime';
import { findCourseRole } from '../courses/courses.queries';
import { findAccessUser } from '../user/user.queries';
import * as q from './forum.queries';
import { type EmitToRoom, postRoom } from './forum.service';

/**
 * Readers of a post join its room with `join-post` (post id) and leave with
 * `leave-post`; new comments and replies are sent to that room. Joining is
 * checked like reading: a member of the post's course, or staff.
 */
export function forumSockets(ctx: AppContext): EmitToRoom {
  let emit: EmitToRoom = () => undefined;
  ctx.realtime.useSockets?.((io) => {
    emit = (room, event, payload) => void io.to(room).emit(event, payload);
    io.on('connection', (socket) => {
      socket.on('join-post', async (postId: unknown) => {
        if (typeof postId !== 'string' || !isUuid(postId)) return;
        const { userId } = socket.data.identity as SocketIdentity;
        try {
          const post = await q.findItem(ctx.database.pool, 'Post', postId);
          if (!post) return;
          const user = await findAccessUser(ctx.database.db, userId);
          const role =
            !user || isStaff(user) ? null : await findCourseRole(ctx.database.db, userId, post.course_id);
          if (hasCourseRole(user, role)) await socket.join(postRoom(postId));
        } catch {
          // A failed check just leaves the socket out of the room.
        }
      });
      socket.on('leave-post', (postId: unknown) => {
        if (typeof postId === 'string') void socket.leave(postRoom(postId));
      });
    });
  });
  return (room, event, payload) => emit(room, event, payload);
}
