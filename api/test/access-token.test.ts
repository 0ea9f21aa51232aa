import { SignJWT } from 'jose';
import { apiOf, bearer } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

interface Forged {
  alg?: string;
  typ?: string;
  secret?: Uint8Array;
  exp?: number | string;
  iss?: string;
  aud?: string;
}

/** A token like ours with one thing changed. */
async function forge(userId: string, familyId: string, change: Forged = {}) {
  return new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: change.typ ?? 'access' })
    .setSubject(userId)
    .setIssuer(change.iss ?? 'elearn')
    .setAudience(change.aud ?? 'elearn-api')
    .setExpirationTime(change.exp ?? '5m')
    .sign(change.secret ?? server.ctx.secret);
}

const familyOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).fam as string;

describe('access tokens', () => {
  it('accepts a bearer token it signed, for a live session', async () => {
    const { accessToken, userId } = await api.signIn();
    expect((await api.me(accessToken)).json().user.id).toBe(userId);
    expect((await api.me(await forge(userId, familyOf(accessToken)))).statusCode).toBe(200);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const { accessToken } = await api.signIn();
    const [, payload] = accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'access' })).toString('base64url');
    const response = await api.me(`${header}.${payload}.`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each<[string, Forged]>([
    ['another type', { typ: 'JWT' }],
    ['another algorithm', { alg: 'HS512' }],
    ['a foreign key', { secret: new TextEncoder().encode('x'.repeat(48)) }],
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'another-api' }],
    ['an expiry in the past', { exp: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses a token with %s', async (_case, change) => {
    const { accessToken, userId } = await api.signIn();
    expect((await api.me(await forge(userId, familyOf(accessToken), change))).statusCode).toBe(401);
  });

  it('refuses a well-signed token of an unknown session', async () => {
    const { userId } = await api.signIn();
    expect((await api.me(await forge(userId, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(401);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    const { accessToken } = await api.signIn();
    expect((await api.get('/api/user/me')).statusCode).toBe(401);
    expect((await api.get('/api/user/me', { authorization: accessToken })).statusCode).toBe(401);
    expect((await api.get('/api/user/me', { authorization: 'Bearer ' })).statusCode).toBe(401);
    expect((await api.get('/api/user/me', bearer('a.b.c'))).statusCode).toBe(401);
  });
});
