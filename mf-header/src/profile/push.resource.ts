import type { PushKey, PushStatus, PushSubscribeInput } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/* Browser push calls (docs/api.md "Browser push"): the key, and this browser's subscription. */

export const getPushKey = async () => (await readData<PushKey>(http.get('/push/key'))).publicKey;

/** Throws unless the server stored it (a 422 is a browser we cannot post to). */
export async function postPushSubscription(input: PushSubscribeInput): Promise<void> {
  const response = await http.post<PushStatus>('/push/subscriptions', input);
  if (response.status !== 200) throw new Error(`push subscription refused (${response.status})`);
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  const response = await http.delete<PushStatus>('/push/subscriptions', { data: { endpoint } });
  if (response.status !== 200) throw new Error(`push subscription not removed (${response.status})`);
}

export const isPushSubscribed = async (endpoint: string) =>
  (await readData<PushStatus>(http.post('/push/subscriptions/status', { endpoint }))).subscribed === true;
