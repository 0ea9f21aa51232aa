import { keyBytes, pushSupported, readPushState, turnPushOff, turnPushOn } from './browser-push';
import { deletePushSubscription, getPushKey, isPushSubscribed, postPushSubscription } from './push.resource';

jest.mock('./push.resource');

// The site's VAPID key (65 bytes, base64url) and another one.
const KEY = `BA${'A'.repeat(85)}`;
const OTHER_KEY = `BB${'B'.repeat(85)}`;

/** A browser with a push-capable service worker; `permission` is what the prompt answers. */
function fakeBrowser(permission: NotificationPermission, existing: { key: string } | null = null) {
  const subscription = (key: string) => ({
    endpoint: `https://push.example/${key.slice(0, 4)}`,
    options: { applicationServerKey: keyBytes(key).buffer },
    toJSON: () => ({
      endpoint: `https://push.example/${key.slice(0, 4)}`,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: jest.fn(async () => true),
  });
  const current = { value: existing ? subscription(existing.key) : null };
  const pushManager = {
    getSubscription: jest.fn(async () => current.value),
    subscribe: jest.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current.value = subscription(applicationServerKey[1] === 0 ? KEY : OTHER_KEY);
      return current.value;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: jest.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: jest.fn(async () => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'Notification', {
    value: { permission: 'default', requestPermission: jest.fn(async () => permission) },
    configurable: true,
  });
  return { serviceWorker, pushManager, current };
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPushKey).mockResolvedValue(KEY);
});

describe('browser push', () => {
  it('is unsupported without service workers and the Push API (jsdom, an http page)', () => {
    expect(pushSupported()).toBe(false);
  });

  it('turns the base64url key into the bytes of applicationServerKey', () => {
    expect(Array.from(keyBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });

  it('stops at a refused or dismissed permission prompt, registering nothing', async () => {
    const denied = fakeBrowser('denied');
    expect(await turnPushOn('en')).toBe('denied');
    expect(denied.serviceWorker.register).not.toHaveBeenCalled();
    fakeBrowser('default');
    expect(await turnPushOn('en')).toBe('dismissed');
    expect(postPushSubscription).not.toHaveBeenCalled();
  });

  it('registers the worker for the whole site, subscribes with the site key and tells the server', async () => {
    const browser = fakeBrowser('granted');
    expect(await turnPushOn('ar')).toBe('on');
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const options = browser.pushManager.subscribe.mock.calls[0]![0] as unknown as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(Array.from(keyBytes(KEY)));
    expect(postPushSubscription).toHaveBeenCalledWith({
      endpoint: 'https://push.example/BAAA',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      lang: 'ar',
    });
  });

  it('replaces a subscription made with another key', async () => {
    const browser = fakeBrowser('granted', { key: OTHER_KEY });
    const old = browser.current.value!;
    expect(await turnPushOn('en')).toBe('on');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps a subscription made with the site key', async () => {
    const browser = fakeBrowser('granted', { key: KEY });
    expect(await turnPushOn('en')).toBe('on');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(postPushSubscription).toHaveBeenCalledTimes(1);
  });

  it('has the server forget the browser before it unsubscribes', async () => {
    const browser = fakeBrowser('granted', { key: KEY });
    const subscription = browser.current.value!;
    jest.mocked(deletePushSubscription).mockRejectedValueOnce(new Error('offline'));
    await expect(turnPushOff()).rejects.toThrow('offline');
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(await turnPushOff()).toBe('off');
    expect(deletePushSubscription).toHaveBeenLastCalledWith('https://push.example/BAAA');
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('reads on only when the server holds this browser for the user', async () => {
    fakeBrowser('granted', { key: KEY });
    expect(await readPushState()).toBe('unsupported');
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
    try {
      (window.Notification as { permission: string }).permission = 'granted';
      jest.mocked(isPushSubscribed).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
      expect(await readPushState()).toBe('on');
      expect(isPushSubscribed).toHaveBeenCalledWith('https://push.example/BAAA');
      expect(await readPushState()).toBe('off');
      (window.Notification as { permission: string }).permission = 'denied';
      expect(await readPushState()).toBe('denied');
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
      Reflect.deleteProperty(window, 'PushManager');
    }
  });
});
