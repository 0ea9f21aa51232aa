import {
  type ForumComment,
  type ForumDeletedEvent,
  type ForumLikesEvent,
  type ForumLiveEvent,
  type ForumPost,
  forumDeletedEventSchema,
  forumLikesEventSchema,
  forumLiveEventSchema,
} from '@elearn/contracts';
import type { Server } from 'socket.io';
import { courseRoom, postRoom } from '../src/modules/forum/forum.service';
import { postSlug } from '../src/modules/forum/forum.slug';
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

/** Something the learner adds (201), as the API answers it. */
async function created<T>(url: string, text: string): Promise<T> {
  const response = await call('POST', url, learner, html(text));
  expect(response.statusCode).toBe(201);
  return response.json();
}
const newPost = (text: string) => created<ForumPost>(`/addPost/${COURSE}`, text);

/** A socket of `who` in the room joined with `join` (the server acknowledges once it is in). */
async function listener(who: SignedIn, join: 'join-post' | 'join-forum', id: string, room: string) {
  const socket = await sockets.connect(who.accessToken);
  expect(await socket.emitWithAck(join, id)).toBe(true);
  expect((await io.in(room).fetchSockets()).some((s) => s.id === socket.id)).toBe(true);
  return socket;
}
const reader = (who: SignedIn, postId: string) => listener(who, 'join-post', postId, postRoom(postId));

describe('live comments and replies', () => {
  it('carry the new item as any other reader sees it, once it is saved', async () => {
    const post = await newPost('Live');
    const socket = await reader(instructor, post.id);

    const commentEvent = nextEvent<ForumLiveEvent>(socket, 'forum:comment');
    const added = (
      await call('POST', `/addComment/${post.id}`, learner, html('First!'))
    ).json() as ForumComment;
    const comment = forumLiveEventSchema.parse(await commentEvent);
    expect(added).toMatchObject({ content: '<p>First!</p>', canEdit: true, canReport: false, replies: [] });
    expect(comment).toEqual({
      postId: post.id,
      commentId: added.id,
      replyId: null,
      comment: { ...added, canEdit: false, canReport: true },
    });

    const replyEvent = nextEvent<ForumLiveEvent>(socket, 'forum:reply');
    const reply = (await call('POST', `/replyComment/${added.id}`, learner, html('Me too'))).json();
    const replied = forumLiveEventSchema.parse(await replyEvent);
    expect(replied).toEqual({
      postId: post.id,
      commentId: added.id,
      replyId: reply.id,
      reply: { ...reply, canEdit: false, canReport: true },
    });
    // What the events carried is what another reader loading the page gets.
    const page = (await call('GET', `/post/${post.seoTxt}`, instructor)).json();
    expect(page.comments[0]).toEqual({ ...comment.comment, repliesCount: 1, replies: [replied.reply] });
  });

  it('tell the course list readers of a new comment, not of a reply', async () => {
    const post = await newPost('Counted');
    const list = await listener(instructor, 'join-forum', COURSE, courseRoom(post.courseId));
    const heard: string[] = [];
    list.on('forum:reply', () => heard.push('reply'));
    const comment = nextEvent<ForumLiveEvent>(list, 'forum:comment');
    const added = (await call('POST', `/addComment/${post.id}`, learner, html('Counted once'))).json();
    expect((await comment).postId).toBe(post.id);
    await call('POST', `/replyComment/${added.id}`, learner, html('Not counted'));
    // A later comment arrives with nothing before it: no reply was sent to the list.
    const next = nextEvent<ForumLiveEvent>(list, 'forum:comment');
    await call('POST', `/addComment/${post.id}`, learner, html('Second'));
    await next;
    expect(heard).toEqual([]);
  });

  it('sends nothing for a comment that is refused', async () => {
    const post = await newPost('Quiet');
    const socket = await reader(instructor, post.id);
    const events: unknown[] = [];
    socket.on('forum:comment', (event) => events.push(event));
    expect((await call('POST', `/addComment/${post.id}`, learner, { content: '<p> </p>' })).statusCode).toBe(
      422,
    );
    // A later comment arrives alone: nothing was queued for the refused one.
    const next = nextEvent<ForumLiveEvent>(socket, 'forum:comment');
    await call('POST', `/addComment/${post.id}`, learner, html('Now'));
    await next;
    expect(events).toHaveLength(1);
  });
});

describe('reading a post', () => {
  it('loads the comments with their first replies in the same number of queries, however many comments', async () => {
    const post = await newPost('Count the queries');
    const read = (limit: number) => call('GET', `/post/${post.seoTxt}?commentsLimit=${limit}`, learner);
    const queries = async (limit: number) => {
      // A read just before: the session is checked by then (ADR 0003 keeps it 5 s), so a
      // slow machine's expired check is not counted as the post's.
      await read(limit);
      const spy = jest.spyOn(server.ctx.database.pool, 'query');
      const page = (await read(limit)).json();
      const n = spy.mock.calls.length;
      spy.mockRestore();
      return { n, comments: page.comments.length };
    };
    for (let i = 0; i < 6; i++) {
      const comment = (await call('POST', `/addComment/${post.id}`, instructor, html(`c${i}`))).json();
      await call('POST', `/replyComment/${comment.id}`, learner, html(`r${i}`));
    }
    const one = await queries(1);
    const six = await queries(6);
    expect([one.comments, six.comments]).toEqual([1, 6]);
    expect(six.n).toBe(one.n);
  });

  it('answers 404, never 500, for ids that are not uuids', async () => {
    for (const url of [
      '/comments/not-a-uuid',
      '/replies/123',
      "/locate/Comment/x'%20OR%201=1",
      '/listPosts/00000000-0000-0000-0000-00000000000z',
    ]) {
      expect((await call('GET', url, learner)).statusCode).toBe(404);
    }
    expect((await call('POST', '/addComment/nope', learner, html('x'))).statusCode).toBe(404);
  });
});

describe('slugs', () => {
  it('keeps Arabic, French and German titles readable', () => {
    expect(postSlug('<h2>مرحبا بكم في المنتدى</h2>')).toMatch(/^مرحبا-بكم-في-المنتدى-[0-9a-f]{8}$/);
    expect(postSlug('<p>Élève : où est l’énoncé ?</p>')).toMatch(/^eleve-ou-est-l-enonce-[0-9a-f]{8}$/);
    expect(postSlug('<p>Größe &amp; Übungen für Anfänger</p>')).toMatch(
      /^große-ubungen-fur-anfanger-[0-9a-f]{8}$/,
    );
    expect(postSlug('<p>?!</p>')).toMatch(/^post-[0-9a-f]{8}$/);
  });

  it('gives unique slugs to posts with the same title, and opens an Arabic post by its slug', async () => {
    const first = await newPost('سؤال عن الجبر');
    const second = await newPost('سؤال عن الجبر');
    expect(first.seoTxt).toMatch(/^سؤال-عن-الجبر-/);
    expect(second.seoTxt).not.toBe(first.seoTxt);
    const page = await call('GET', `/post/${encodeURIComponent(first.seoTxt)}`, learner);
    expect(page.statusCode).toBe(200);
    expect(page.json().post.id).toBe(first.id);
  });
});

describe('live deletes and likes', () => {
  it('tell the post readers and the list readers what changed, after it is saved', async () => {
    const post = await newPost('News');
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
    const post = await newPost('Mine');
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
