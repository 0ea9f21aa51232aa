import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/** The push service worker (static/push-sw.js) run against a fake worker scope. */
function loadWorker(origin = 'https://learn.example') {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const tabs: { url: string; focused: boolean; focus(): Promise<void> }[] = [];
  const opened: string[] = [];
  const scope = {
    location: new URL(`${origin}/push-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  const context = { self: scope, URL };
  runInNewContext(readFileSync(join(__dirname, '../static/push-sw.js'), 'utf8'), context);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return {
    clickTarget: (context as unknown as { clickTarget: (url: unknown, origin: string) => string })
      .clickTarget,
    shown,
    opened,
    tabs,
    push: (data: unknown) =>
      dispatch('push', {
        data:
          data === undefined ? null : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
      }),
    click: (url: unknown) =>
      dispatch('notificationclick', { notification: { data: { url }, close: () => undefined } }),
    tab(url: string) {
      const tab = {
        url,
        focused: false,
        focus: async () => {
          tab.focused = true;
        },
      };
      tabs.push(tab);
      return tab;
    },
  };
}

describe('push service worker', () => {
  it('opens only addresses of its own site', () => {
    const { clickTarget } = loadWorker();
    const origin = 'https://learn.example';
    expect(clickTarget('/ar/course/x/forum/p?comment=1', origin)).toBe(
      `${origin}/ar/course/x/forum/p?comment=1`,
    );
    expect(clickTarget(`${origin}/en/dashboard`, origin)).toBe(`${origin}/en/dashboard`);
    for (const other of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
    ]) {
      expect([other, clickTarget(other, origin)]).toEqual([other, `${origin}/`]);
    }
    expect(clickTarget(undefined, origin)).toBe(`${origin}/`);
    expect(clickTarget(42, origin)).toBe(`${origin}/`);
  });

  it('shows a push with its tag, language, direction and the site icon', async () => {
    const worker = loadWorker();
    await worker.push({
      title: 'Elearn',
      body: 'مرحبا',
      url: '/ar/dashboard',
      tag: 'forum.comment:/x',
      lang: 'ar',
      dir: 'rtl',
    });
    expect(worker.shown).toEqual([
      {
        title: 'Elearn',
        options: {
          body: 'مرحبا',
          icon: '/push-icon.png',
          tag: 'forum.comment:/x',
          renotify: true,
          lang: 'ar',
          dir: 'rtl',
          data: { url: 'https://learn.example/ar/dashboard' },
        },
      },
    ]);
  });

  it('still shows something for an unreadable push', async () => {
    const worker = loadWorker();
    await worker.push(undefined);
    await worker.push('{not json');
    expect(worker.shown.map((n) => [n.title, n.options.dir, n.options.renotify])).toEqual([
      ['Elearn', 'ltr', false],
      ['Elearn', 'ltr', false],
    ]);
  });

  it('focuses the tab already showing the page, else opens it', async () => {
    const worker = loadWorker();
    const other = worker.tab('https://learn.example/en/calendar');
    const same = worker.tab('https://learn.example/en/dashboard');
    await worker.click('https://learn.example/en/dashboard');
    expect([same.focused, other.focused, worker.opened]).toEqual([true, false, []]);
    await worker.click('https://evil.example/phish');
    expect(worker.opened).toEqual(['https://learn.example/']);
  });
});
