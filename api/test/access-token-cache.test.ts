import { signAccessToken, verifyAccessToken } from '../src/modules/auth/access-token';

const secret = new TextEncoder().encode('access-token-test-secret-access-token');
const claims = {
  userId: '6f1f8f7e-1f7b-4d0e-9a53-0b3b9d1f2a11',
  familyId: 'a8c4f1b2-5d6e-4f70-8a91-b2c3d4e5f607',
};

describe('access tokens remembered once verified', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the claims of a valid token, the second time too', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toMatchObject(claims);
    expect(await verifyAccessToken(token, secret)).toMatchObject(claims);
  });

  it('refuses a token already verified once it has expired', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).not.toBeNull();
    jest.useFakeTimers({
      now: Date.now() + 61_000,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    expect(await verifyAccessToken(token, secret)).toBeNull();
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('refuses a verified token under another secret, and a token changed by one character', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).not.toBeNull();
    const other = new TextEncoder().encode('another-secret-another-secret-another');
    expect(await verifyAccessToken(token, other)).toBeNull();
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(await verifyAccessToken(tampered, secret)).toBeNull();
  });
});
