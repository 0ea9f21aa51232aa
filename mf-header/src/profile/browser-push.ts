import type { Lang } from '@elearn/platform';
import { deletePushSubscription, getPushKey, isPushSubscribed, postPushSubscription } from './push.resource';

/*
 * This browser's Web Push subscription (the profile's "Browser notifications on this
 * device"): the API's service worker at /push-sw.js (scope /) shows the pushes.
 */

/** Where the switch stands: `dismissed` is a permission prompt closed without an answer. */
export type PushState = 'unsupported' | 'denied' | 'dismissed' | 'off' | 'on';

const WORKER = '/push-sw.js';

/** Service workers, the Push API and notifications, on a secure page (https or localhost). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === expected.length && bytes.every((b, i) => b === expected[i]);
}

const currentSubscription = async () =>
  (await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription()) ?? null;

/** On only when the browser has a subscription the server holds for this user (it may have dropped a dead one). */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription();
  return subscription && (await isPushSubscribed(subscription.endpoint)) ? 'on' : 'off';
}

/**
 * Asks permission, registers the worker, subscribes with the site's key and hands the
 * subscription to the server. A subscription made with another key (a new database)
 * is replaced: the push service would refuse our signature.
 */
export async function turnPushOn(lang: Lang): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  await navigator.serviceWorker.register(WORKER, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(await getPushKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  await postPushSubscription({
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    lang,
  });
  return 'on';
}

/** The server forgets this browser first, so a failure half-way never leaves pushes coming. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
