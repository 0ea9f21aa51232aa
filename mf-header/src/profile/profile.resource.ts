import type { NotificationPreferences, PasswordChangeInput, Profile, ProfileInput } from '@elearn/contracts';
import { http, readData, refreshSession } from '@elearn/platform';
import { queryOptions } from '@tanstack/react-query';

export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errors: Record<string, string>; retryAfterSeconds?: number };
function answer<T>(response: { status: number; data: unknown }): Answer<T> {
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const body = response.data as { errors?: Record<string, string>; retryAfterSeconds?: number } | undefined;
  return {
    ok: false,
    status: response.status,
    errors: body?.errors ?? {},
    retryAfterSeconds: body?.retryAfterSeconds,
  };
}

export const profileQuery = queryOptions({
  queryKey: ['header', 'profile'],
  queryFn: () => readData<Profile>(http.get('/user/profile')),
});
export const preferencesQuery = queryOptions({
  queryKey: ['header', 'notification-preferences'],
  queryFn: () => readData<NotificationPreferences>(http.get('/user/notificationPreferences')),
});

/** Saves the details; the session is refreshed so the header shows the new name at once. */
export async function putProfile(input: ProfileInput): Promise<Answer<Profile>> {
  const result = answer<Profile>(await http.put('/user/profile', input));
  if (result.ok) await refreshSession().catch(() => undefined);
  return result;
}

export const putPassword = async (input: PasswordChangeInput) =>
  answer<{ ok: true }>(await http.put('/user/password', input));

export const putPreferences = async (input: NotificationPreferences) =>
  answer<NotificationPreferences>(await http.put('/user/notificationPreferences', input));

export async function postPhoto(file: File): Promise<Answer<{ image: string }>> {
  const form = new FormData();
  form.append('image', file, file.name);
  const result = answer<{ image: string }>(await http.post('/user/photo', form, { answers: [429] }));
  if (result.ok) await refreshSession().catch(() => undefined);
  return result;
}
