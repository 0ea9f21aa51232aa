import {
  type ForumComment,
  type ForumLiveEvent,
  type ForumPost,
  forumLiveEventSchema,
} from '@elearn/contracts';
import type { Server } from 'socket.io';
import { postRoom } from '../src/modules/forum/forum.service';
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

const call = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api/forum${url}`, headers: bearer(who.accessToken), payload });
const html = (text: string) => ({ content: `<p>${text}</p>` });

async function newPost(text: string): Promise<ForumPost> {
  const response = await call('POST', `/addPost/${COURSE}`, learner, html(text));
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Resolves once `check` holds; the server joins rooms asynchronously. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function reader(who: SignedIn, postId: string) {
  const socket = await sockets.connect(who.accessToken);
  socket.emit('join-post', postId);
  await until(async () => (await io.in(postRoom(postId)).fetchSockets()).some((s) => s.id === socket.id));
  return socket;
}

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
    const queries = async (limit: number) => {
      const spy = jest.spyOn(server.ctx.database.pool, 'query');
      const page = (await call('GET', `/post/${post.seoTxt}?commentsLimit=${limit}`, learner)).json();
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
