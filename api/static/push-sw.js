/*
 * Elearn's push service worker, served at /push-sw.js (scope /): shows the notifications
 * the API pushes (api/src/modules/push/push-texts.ts: { title, body, url, tag, lang, dir })
 * and opens their page on a click. Hand-written, no build step; no fetch handler, so it
 * never stands between the site and the network.
 */

/** The page a click opens: an address on this site, anything else (or nothing) its home page. */
function clickTarget(url, origin) {
  if (typeof url !== 'string' || url === '') return new URL('/', origin).href;
  try {
    const target = new URL(url, origin);
    if (target.origin === origin && (target.protocol === 'https:' || target.protocol === 'http:')) {
      return target.href;
    }
  } catch {
    // Not an address at all: the home page below.
  }
  return new URL('/', origin).href;
}

/** The pushed message, or what to say when it cannot be read. */
function messageOf(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message === 'object') return message;
  } catch {
    // Not JSON: the plain notification below.
  }
  return {};
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  const tag = typeof message.tag === 'string' ? message.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(typeof message.title === 'string' ? message.title : 'Elearn', {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/push-icon.png',
      // One notification per tag: a newer one replaces it, and still alerts.
      tag,
      renotify: Boolean(tag),
      lang: typeof message.lang === 'string' ? message.lang : '',
      dir: message.dir === 'rtl' ? 'rtl' : 'ltr',
      data: { url: clickTarget(message.url, self.location.origin) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickTarget(event.notification.data?.url, self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
