import type { ForumComment, ForumPost, ForumReply } from '@elearn/contracts';
import { apiOf, bearer, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { expectInert, XSS_VECTORS as items } from './xss-corpus';

let server: TestServer;
let learner: SignedIn;
let post: ForumPost;
let comment: ForumComment;
let reply: ForumReply;

const call = (method: 'POST' | 'PUT', url: string, content: string) =>
  server.app.inject({
    method,
    url: `/api/forum${url}`,
    headers: bearer(learner.accessToken),
    payload: { content },
  });

beforeAll(async () => {
  server = await startTestServer();
  const api = apiOf(server);
  learner = await api.signIn(LEARNER);
  const auth = bearer(learner.accessToken);
  const inject = (url: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/forum${url}`,
      headers: auth,
      payload: { content: '<p>Base</p>' },
    });
  post = (await inject('/addPost/algebra-foundations')).json();
  comment = (await inject(`/addComment/${post.id}`)).json();
  reply = (await inject(`/replyComment/${comment.id}`)).json();
});
afterAll(() => server.close());

it(`has the ${items.length} vectors of the corpus`, () => {
  expect(items.length).toBeGreaterThanOrEqual(149);
});

const TARGETS: [string, 'POST' | 'PUT', () => string][] = [
  ['addPost', 'POST', () => '/addPost/algebra-foundations'],
  ['updatePost', 'PUT', () => `/updatePost/${post.id}`],
  ['addComment', 'POST', () => `/addComment/${post.id}`],
  ['updateComment', 'PUT', () => `/updateComment/${comment.id}`],
  ['addReply', 'POST', () => `/replyComment/${comment.id}`],
  ['updateReply', 'PUT', () => `/updateReply/${reply.id}`],
];

describe.each(TARGETS)('%s', (_name, method, url) => {
  it('stores every corpus vector inert, or refuses it as empty', async () => {
    let stored = 0;
    for (const vector of items) {
      const response = await call(method, url(), vector.payload);
      if (response.statusCode === 422) continue;
      expect([vector.id, response.statusCode]).toEqual([vector.id, method === 'POST' ? 201 : 200]);
      expectInert(response.json().content, vector.id);
      stored += 1;
    }
    expect(stored).toBeGreaterThan(20);
  });
});

it('stores in the database exactly what it answered', async () => {
  const { rows } = await server.ctx.database.pool.query<{ content: string }>(
    `SELECT content FROM forum_posts UNION ALL SELECT content FROM forum_comments UNION ALL SELECT content FROM forum_replies`,
  );
  for (const [i, row] of rows.entries()) expectInert(row.content, i);
});
