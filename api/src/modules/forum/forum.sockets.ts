import { hasCourseRole, isStaff } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { isUuid } from '../../http/uuid';
import type { SocketIdentity } from '../../realtime/realtime';
import { findCourse, findCourseRole } from '../courses/courses.queries';
import { findAccessUser } from '../user/user.queries';
import * as q from './forum.queries';
import { courseRoom, type EmitToRoom, postRoom } from './forum.service';

/**
 * Readers of a post join its room with `join-post` (post id) and leave with
 * `leave-post`; new comments and replies, deletes and likes are sent to that
 * room. Readers of a course's post list join with `join-forum` (course id or
 * seoTxt) and leave with `leave-forum`; deletes and likes go there too.
 * Joining is checked like reading: a member of the course, or staff.
 */
export function forumSockets(ctx: AppContext): EmitToRoom {
  let emit: EmitToRoom = () => undefined;
  ctx.realtime.useSockets?.((io) => {
    emit = (rooms, event, payload) => void io.to(rooms).emit(event, payload);
    io.on('connection', (socket) => {
      const { userId } = socket.data.identity as SocketIdentity;
      /** Joins `room` when the user may read the course's forum; a failed check leaves them out. */
      const joinIfMember = async (courseId: string | undefined, room: (id: string) => string, id: string) => {
        if (!courseId) return false;
        const user = await findAccessUser(ctx.database.db, userId);
        const role = !user || isStaff(user) ? null : await findCourseRole(ctx.database.db, userId, courseId);
        if (!hasCourseRole(user, role)) return false;
        await socket.join(room(id));
        return true;
      };
      // An optional acknowledgement tells the page whether it is in the room (so it can say it is live).
      const answer = (ack: unknown) => (joined: boolean) => {
        if (typeof ack === 'function') ack(joined);
      };
      socket.on('join-post', (postId: unknown, ack?: unknown) => {
        if (typeof postId !== 'string' || !isUuid(postId)) return answer(ack)(false);
        void q
          .findItem(ctx.database.pool, 'Post', postId)
          .then((post) => joinIfMember(post?.course_id, postRoom, postId))
          .catch(() => false)
          .then(answer(ack));
      });
      socket.on('leave-post', (postId: unknown) => {
        if (typeof postId === 'string') void socket.leave(postRoom(postId));
      });
      socket.on('join-forum', (course: unknown, ack?: unknown) => {
        if (typeof course !== 'string' || course.length > 200) return answer(ack)(false);
        void findCourse(ctx.database.db, course)
          .then((found) => joinIfMember(found?.id, courseRoom, found?.id ?? ''))
          .catch(() => false)
          .then(answer(ack));
      });
      socket.on('leave-forum', (course: unknown) => {
        if (typeof course !== 'string' || course.length > 200) return;
        void findCourse(ctx.database.db, course)
          .then((found) => found && socket.leave(courseRoom(found.id)))
          .catch(() => undefined);
      });
    });
  });
  return (rooms, event, payload) => emit(rooms, event, payload);
}
