/** @jest-environment jsdom */
import { AxiosError, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus/event-bus';
import { reportError } from '../errors/report-error';
import { expireSession, refreshSession } from '../session/session';
import { http } from './http-client';

jest.mock('../errors/report-error');
jest.mock('../session/session');
const mockedRefresh = jest.mocked(refreshSession);
const mockedReport = jest.mocked(reportError);
const mockedExpire = jest.mocked(expireSession);

/** The server as a list of statuses, one per request; `cancel` stands for an aborted call. */
function serve(...statuses: (number | 'cancel')[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    seen.push(config);
    const status = statuses.shift();
    if (status === undefined) throw new Error('no more answers');
    if (status === 'cancel') throw new CanceledError(undefined, undefined, config);
    const response: AxiosResponse = {
      data: { message: 'boom' },
      status,
      statusText: '',
      headers: {},
      config,
    };
    // Adapters settle by the call's validateStatus, as axios's own do.
    if (config.validateStatus?.(status) ?? true) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      null,
      response,
    );
  };
  return seen;
}

const shown: string[] = [];
const subscription = bus.on('ui:error-dialog').subscribe((payload) => shown.push(payload.message));
afterAll(() => subscription.unsubscribe());

beforeEach(() => {
  jest.resetAllMocks();
  shown.splice(0);
});

describe('the HTTP client', () => {
  it("asks for the page's language, so stored names come back in it", async () => {
    window.history.pushState(null, '', '/ar/search-courses');
    const seen = serve(200);
    await http.get('/constants/allRecords/GradeLevel');
    expect(seen[0]!.headers.get('Accept-Language')).toBe('ar');
    window.history.pushState(null, '', '/');
  });

  it('resolves a status the call names as an answer, without a log or a dialog', async () => {
    serve(404);
    const response = await http.get('/forum/post/gone', { answers: [404] });
    expect(response.status).toBe(404);
    expect(mockedReport).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('still treats that status as a failure for calls that did not name it', async () => {
    serve(404);
    await expect(http.get('/forum/post/gone')).rejects.toThrow('404');
    expect(mockedReport).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(['Request failed with status code 404']);
  });

  it('resolves the policy answers (422, 409, 403) for every call', async () => {
    serve(422, 409, 403);
    for (const status of [422, 409, 403]) expect((await http.post('/x')).status).toBe(status);
    expect(shown).toEqual([]);
  });

  it('refreshes the session on 401 and sends the call again, once', async () => {
    const seen = serve(401, 200);
    mockedRefresh.mockResolvedValue(true);
    expect((await http.get('/me')).status).toBe(200);
    expect(mockedRefresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('does not refresh twice when the retried call gets 401 again', async () => {
    const seen = serve(401, 401);
    mockedRefresh.mockResolvedValue(true);
    await expect(http.get('/me')).rejects.toThrow('401');
    expect(mockedRefresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('ends the session when the refresh fails, without a dialog', async () => {
    serve(401);
    mockedRefresh.mockResolvedValue(false);
    await expect(http.get('/me')).rejects.toThrow('401');
    expect(mockedExpire).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });

  it('stays silent on 429 and on cancelled calls', async () => {
    serve(429, 'cancel');
    await expect(http.get('/busy')).rejects.toThrow('429');
    await expect(http.get('/left')).rejects.toBeInstanceOf(CanceledError);
    expect(mockedReport).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('logs the failure of a call that shows its own, without the dialog', async () => {
    serve(500);
    await expect(http.post('/assessment/exam/x/seat', {}, { ownsFailure: true })).rejects.toThrow('500');
    expect(mockedReport).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });

  it('logs a 5xx and shows the error dialog with the server message', async () => {
    serve(500);
    const payloads: unknown[] = [];
    const own = bus.on('ui:error-dialog').subscribe((payload) => payloads.push(payload));
    await expect(http.get('/broken')).rejects.toThrow('500');
    own.unsubscribe();
    expect(mockedReport).toHaveBeenCalledWith(
      expect.any(AxiosError),
      { method: 'get', url: '/broken' },
      { status: 500, data: { message: 'boom' } },
    );
    expect(payloads).toEqual([{ message: 'Request failed with status code 500', serverMessage: 'boom' }]);
  });
});
