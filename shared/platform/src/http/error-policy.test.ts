import { failureHandling, isAnswer } from './error-policy';

describe('HTTP error policy', () => {
  it('treats 2xx, 422, 409 and 403 as answers', () => {
    for (const status of [200, 201, 204, 422, 409, 403]) expect(isAnswer(status)).toBe(true);
    for (const status of [400, 401, 404, 429, 500, 503]) expect(isAnswer(status)).toBe(false);
  });

  it('adds the statuses a call names as answers', () => {
    expect(isAnswer(404, [404])).toBe(true);
    expect(isAnswer(500, [404])).toBe(false);
  });

  it('keeps cancelled calls and 429 silent', () => {
    expect(failureHandling(undefined, true)).toBe('silent');
    expect(failureHandling(429, false)).toBe('silent');
  });

  it('refreshes on 401 and reports everything else', () => {
    expect(failureHandling(401, false)).toBe('refresh');
    expect(failureHandling(500, false)).toBe('report');
    expect(failureHandling(404, false)).toBe('report');
    expect(failureHandling(undefined, false)).toBe('report');
  });
});
