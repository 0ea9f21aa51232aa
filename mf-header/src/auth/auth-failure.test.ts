import { describeFailure, minutesLeft } from './auth-failure';

const NOW = 1_700_000_000_000;

describe('describeFailure', () => {
  it('tells wrong credentials apart from field errors', () => {
    expect(describeFailure(422, { code: 'INVALID_CREDENTIALS', message: 'x' }).alert).toEqual({
      kind: 'invalidCredentials',
    });
    expect(
      describeFailure(422, { code: 'VALIDATION', message: 'x', errors: { firstName: 'validation.min3' } }),
    ).toEqual({ alert: null, fields: { firstName: 'validation.min3' } });
  });

  it('maps a taken email (409) onto the email field', () => {
    expect(
      describeFailure(409, { code: 'EMAIL_TAKEN', message: 'x', errors: { email: 'validation.emailTaken' } }),
    ).toEqual({ alert: null, fields: { email: 'validation.emailTaken' } });
  });

  it('knows until when a locked account waits', () => {
    expect(describeFailure(403, { code: 'ACCOUNT_LOCKED', retryAfterSeconds: 600 }, NOW).alert).toEqual({
      kind: 'locked',
      until: NOW + 600_000,
    });
  });

  it('says too many attempts on 429 and offers a retry for anything else', () => {
    expect(describeFailure(429, undefined).alert).toEqual({ kind: 'rateLimited' });
    expect(describeFailure(403, { code: 'CSRF' }).alert).toEqual({ kind: 'failed' });
    expect(describeFailure(422, { code: 'VALIDATION', message: 'x' }).alert).toEqual({ kind: 'failed' });
    expect(describeFailure(400, 'bad').alert).toEqual({ kind: 'failed' });
  });
});

describe('minutesLeft', () => {
  it('rounds up to whole minutes and stops at zero', () => {
    expect(minutesLeft(NOW + 1_000, NOW)).toBe(1);
    expect(minutesLeft(NOW + 60_000, NOW)).toBe(1);
    expect(minutesLeft(NOW + 61_000, NOW)).toBe(2);
    expect(minutesLeft(NOW - 5_000, NOW)).toBe(0);
  });
});
