import {
  type ForumComment,
  type ForumDeletedEvent,
  type ForumLikesEvent,
  type ForumPost,
  forumDeletedEventSchema,
  forumLikesEventSchema,
} from '@elearn/contracts';
import type { Server } from 'socket.io';
import { courseRoom, postRoom } from '../src/modules/forum/forum.service';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { nextEvent, socketClients } from './socket-client';

let server: TestServer;
let base: string;
let io: Server;
let learner: SignedIn;
let instructor: SignedIn;
const sockets = socketClients(() => base);
const COURSE = 'algebra-foundations';

beforeAll(async () => {
  server = await startTestServer();
  base = await server.listen();
  server.ctx.realtime.useSockets((server) => {
    io = server;
  });
  const api = apiOf(server);
  learner = await api.signIn(LEARNER);
  instructor = await api.signIn(INSTRUCTOR);
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api/forum${url}`, headers: bearer(who.accessToken), payload });
const html = (text: string) => ({ content: `<p>${text}</p>` });

async function created<T>(url: string, text: string): Promise<T> {
  const response = await call('POST', url, learner, html(text));
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A socket of `who` in the room joined with `join` (the server acknowledges once it is in). */
async function listener(who: SignedIn, join: 'join-post' | 'join-forum', id: string, room: string) {
  const socket = await sockets.connect(who.accessToken);
  expect(await socket.emitWithAck(join, id)).toBe(true);
  expect((await io.in(room).fetchSockets()).some((s) => s.id === socket.id)).toBe(true);
  return socket;
}

describe('live deletes and likes', () => {
  it('tell the post readers and the list readers what changed, after it is saved', async () => {
    const post = await created<ForumPost>(`/addPost/${COURSE}`, 'News');
    const reader = await listener(instructor, 'join-post', post.id, postRoom(post.id));
    const list = await listener(instructor, 'join-forum', COURSE, courseRoom(post.courseId));

    const liked = [nextEvent<ForumLikesEvent>(reader, 'forum:likes'), nextEvent(list, 'forum:likes')];
    expect((await call('POST', `/like/${post.id}`, learner)).json()).toEqual([learner.userId]);
    const likes = { courseId: post.courseId, postId: post.id, likes: [learner.userId] };
    for (const event of await Promise.all(liked)) expect(forumLikesEventSchema.parse(event)).toEqual(likes);

    const unliked = nextEvent<ForumLikesEvent>(list, 'forum:likes');
    await call('POST', `/unlike/${post.id}`, learner);
    expect(await unliked).toEqual({ ...likes, likes: [] });

    const comment = await created<ForumComment>(`/addComment/${post.id}`, 'Gone soon');
    const reply = await created<{ id: string }>(`/replyComment/${comment.id}`, 'Me too');
    const where = { courseId: post.courseId, postId: post.id };

    const replyGone = [
      nextEvent<ForumDeletedEvent>(reader, 'forum:deleted'),
      nextEvent(list, 'forum:deleted'),
    ];
    expect((await call('DELETE', `/deleteReply/${reply.id}`, learner)).statusCode).toBe(200);
    for (const event of await Promise.all(replyGone))
      expect(forumDeletedEventSchema.parse(event)).toEqual({
        ...where,
        type: 'Reply',
        id: reply.id,
        commentId: comment.id,
      });

    const commentGone = nextEvent<ForumDeletedEvent>(list, 'forum:deleted');
    expect((await call('DELETE', `/deleteComment/${comment.id}`, learner)).statusCode).toBe(200);
    expect(await commentGone).toEqual({ ...where, type: 'Comment', id: comment.id, commentId: null });

    const postGone = [nextEvent(reader, 'forum:deleted'), nextEvent(list, 'forum:deleted')];
    expect((await call('DELETE', `/deletePost/${post.id}`, learner)).statusCode).toBe(200);
    for (const event of await Promise.all(postGone))
      expect(event).toEqual({ ...where, type: 'Post', id: post.id, commentId: null });
  });

  it('sends nothing for a delete that is refused', async () => {
    const post = await created<ForumPost>(`/addPost/${COURSE}`, 'Mine');
    const reader = await listener(learner, 'join-post', post.id, postRoom(post.id));
    const events: unknown[] = [];
    reader.on('forum:deleted', (event) => events.push(event));
    const comment = await created<ForumComment>(`/addComment/${post.id}`, 'Not yours to delete');
    // The instructor is not staff and not the author: 403, and no news.
    expect((await call('DELETE', `/deletePost/${post.id}`, instructor)).statusCode).toBe(403);
    const next = nextEvent(reader, 'forum:deleted');
    await call('DELETE', `/deleteComment/${comment.id}`, learner);
    await next;
    expect(events).toEqual([expect.objectContaining({ type: 'Comment', id: comment.id })]);
  });

  it('acknowledges a join with false when the page may not be in the room', async () => {
    const socket = await sockets.connect(learner.accessToken);
    expect(await socket.emitWithAck('join-post', 'not-a-post')).toBe(false);
    expect(await socket.emitWithAck('join-forum', 'no-such-course')).toBe(false);
  });
});
