import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus/event-bus';
import { reportError } from '../errors/report-error';
import { currentLang } from '../routing/navigate';
import { expireSession, refreshSession } from '../session/session';
import { getAccessToken } from '../session/token-store';
import { failureHandling, isAnswer } from './error-policy';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Statuses this call expects as answers, e.g. `{ answers: [404] }` where
     * "gone" is a normal outcome: they resolve, are not logged and raise no dialog.
     */
    answers?: readonly number[];
    /**
     * The call's page says in its own words that it failed (e.g. 'Failed to store exam
     * cookie: …' with Retry): the failure is still logged, but raises no dialog.
     */
    ownsFailure?: boolean;
  }
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * The API client every remote uses. 2xx, 422, 409, 403 and a call's own
 * `answers` resolve; other failures are handled once here (refresh, or log and
 * show the error dialog unless the call `ownsFailure`) and then reject. No timeout, as the spec says.
 */
export const http = axios.create({
  baseURL: '/api',
  withCredentials: true,
  validateStatus: isAnswer,
  headers: { 'X-Requested-With': 'elearn' },
});

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // Stored names (constants, pathways) come back in the page's language.
  config.headers.set('Accept-Language', currentLang());
  const { answers } = config;
  if (answers?.length) config.validateStatus = (status) => isAnswer(status, answers);
  return config;
});

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const status = error.response?.status;
  const handling = failureHandling(status, axios.isCancel(error));
  if (handling === 'silent') throw error;
  if (handling === 'refresh' && config && !config._retried) {
    config._retried = true;
    if (await refreshSession()) return http(config);
    expireSession();
    throw error;
  }
  const serverMessage = (error.response?.data as { message?: string } | undefined)?.message;
  void reportError(
    error,
    { method: config?.method, url: config?.url },
    { status, data: error.response?.data },
  );
  if (!config?.ownsFailure) bus.emit('ui:error-dialog', { message: error.message, serverMessage });
  throw error;
});
