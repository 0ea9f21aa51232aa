import type { Notification } from '@elearn/contracts';
import { ar as headerAr } from '../../mf-header/src/locales/alerts/ar';
import { de as headerDe } from '../../mf-header/src/locales/alerts/de';
import { en as headerEn } from '../../mf-header/src/locales/alerts/en';
import { fr as headerFr } from '../../mf-header/src/locales/alerts/fr';
import { deviceLabel } from '../src/modules/push/device-label';
import { isAllowedEndpoint } from '../src/modules/push/push-endpoint';
import { PUSH_STRINGS, pushMessageOf } from '../src/modules/push/push-texts';

const notification = (
  over: Partial<Notification> = {},
  template = 'notifications.forum.comment',
): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-01-01T10:00:00.000Z',
  seenAt: null,
  attributes: { actor: 'Sara', link: '/course/c/forum/p' },
  notificationEvent: { short: 'forum.comment', template, templateType: 'link' },
  ...over,
});

describe('push endpoints the server posts to', () => {
  it('are https addresses of public hosts', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
    expect(isAllowedEndpoint('https://8.8.8.8/x', false)).toBe(true);
    expect(isAllowedEndpoint('https://[2606:4700::1111]/x', false)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/x',
    'https://user:pw@push.example.com/x',
    'https://0.0.0.0/x',
    'https://10.0.0.1/x',
    'https://100.64.1.1/x',
    'https://127.1/x',
    'https://0x7f000001/x',
    'https://169.254.169.254/x',
    'https://172.16.5.4/x',
    'https://172.31.255.255/x',
    'https://192.168.1.1/x',
    'https://224.0.0.1/x',
    'https://[::]/x',
    'https://[::1]/x',
    'https://[::ffff:10.0.0.1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://[fe80::1]/x',
    'https://[fc00::1]/x',
    'https://localhost/x',
    'https://push.localhost/x',
    'https://printer.local/x',
    'https://db.internal/x',
    'https://intranet/x',
    'https://push.example.com./x',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, false)).toBe(false);
  });

  it('lets http loopback in only when the test setting allows it', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:4000/push', false)).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:4000/push', true)).toBe(true);
    expect(isAllowedEndpoint('http://localhost:4000/push', true)).toBe(true);
    expect(isAllowedEndpoint('http://10.0.0.1/push', true)).toBe(false);
    expect(isAllowedEndpoint('http://push.example.com/push', true)).toBe(false);
  });

  it('172.15 and 172.32 are public', () => {
    expect(isAllowedEndpoint('https://172.15.0.1/x', false)).toBe(true);
    expect(isAllowedEndpoint('https://172.32.0.1/x', false)).toBe(true);
  });
});

describe('push texts', () => {
  const flatten = (tree: object, prefix: string): Record<string, string> =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string'
          ? [[`${prefix}${key}`, value]]
          : Object.entries(flatten(value as object, `${prefix}${key}.`)),
      ),
    );

  it.each([
    ['en', headerEn],
    ['ar', headerAr],
    ['fr', headerFr],
    ['de', headerDe],
  ] as const)("say in %s what mf-header's bell says", (lang, header) => {
    const bell = flatten(header.notifications, 'notifications.');
    const push = PUSH_STRINGS[lang];
    for (const [key, text] of Object.entries(push.templates)) expect([key, text]).toEqual([key, bell[key]]);
    expect(push.fallback).toBe(header.notifications.fallback);
    expect(push.someone).toBe(header.notifications.someone);
  });

  it('fill the attributes, open the link under the language, and fall back like the bell', () => {
    expect(pushMessageOf(notification(), 'fr')).toEqual({
      title: 'Elearn',
      body: 'Sara a commenté votre publication',
      url: '/fr/course/c/forum/p',
      tag: 'forum.comment:/course/c/forum/p',
      lang: 'fr',
      dir: 'ltr',
    });
    expect(pushMessageOf(notification({ attributes: { link: '/x' } }), 'xx')).toMatchObject({
      body: 'Someone commented on your post',
      lang: 'en',
    });
    expect(pushMessageOf(notification({}, 'notifications.unknown'), 'ar')).toMatchObject({
      body: 'لديك إشعار جديد',
      dir: 'rtl',
    });
  });

  it('never link to another origin', () => {
    for (const link of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      expect(pushMessageOf(notification({ attributes: { actor: 'A', link } }), 'en').url).toBe(
        '/en/dashboard',
      );
    }
  });
});

describe('device labels', () => {
  it('name the browser and the system', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceLabel(undefined)).toBeNull();
  });
});
