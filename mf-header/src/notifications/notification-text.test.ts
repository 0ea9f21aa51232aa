import type { Notification } from '@elearn/contracts';
import {
  notificationHref,
  notificationParts,
  notificationText,
  type TemplateStrings,
} from './notification-text';

const aNotification = (
  event: Partial<Notification['notificationEvent']>,
  attributes: Record<string, string> = {},
): Notification => ({
  id: 'n1',
  createdAt: '2026-11-20T10:00:00.000Z',
  seenAt: null,
  attributes,
  notificationEvent: {
    short: 'forum.comment',
    template: 'notifications.forum.comment',
    templateType: 'link',
    ...event,
  },
});

const TEMPLATES: Record<string, string> = {
  'notifications.forum.comment': '{{actor}} commented on your post',
  'notifications.forum.reply': '{{ actor }} replied in {{course}}.',
};
const strings: TemplateStrings = {
  template: (key) => TEMPLATES[key],
  fallback: 'You have a new notification',
  missing: (name) => (name === 'actor' ? 'Someone' : '…'),
};

describe('notification text', () => {
  it('fills the template with the attributes, values kept apart', () => {
    const parts = notificationParts(aNotification({}, { actor: 'Sara Ali' }), strings);
    expect(parts).toEqual([
      { kind: 'value', text: 'Sara Ali' },
      { kind: 'text', text: ' commented on your post' },
    ]);
  });

  it('accepts spaces inside the braces and several placeholders', () => {
    const text = notificationText(
      aNotification({ template: 'notifications.forum.reply' }, { actor: 'Omar', course: 'Algebra' }),
      strings,
    );
    expect(text).toBe('Omar replied in Algebra.');
  });

  it('says something readable for a missing or empty attribute', () => {
    expect(notificationText(aNotification({ template: 'notifications.forum.reply' }), strings)).toBe(
      'Someone replied in ….',
    );
    expect(notificationText(aNotification({}, { actor: '  ' }), strings)).toBe(
      'Someone commented on your post',
    );
  });

  it('falls back to a general sentence for a template it does not know', () => {
    expect(notificationText(aNotification({ template: 'notifications.future.thing' }), strings)).toBe(
      'You have a new notification',
    );
  });

  it('does not interpret attribute values as placeholders', () => {
    expect(notificationText(aNotification({}, { actor: '{{course}}' }), strings)).toBe(
      '{{course}} commented on your post',
    );
  });
});

describe('notification link', () => {
  it('puts the page language before a link notification path', () => {
    const link = '/course/algebra/forum/p-1?comment=c1';
    expect(notificationHref(aNotification({}, { link }), 'ar')).toBe(`/ar${link}`);
  });

  it('has no link for text and custom notifications, nor for other origins', () => {
    expect(notificationHref(aNotification({ templateType: 'text' }, { link: '/x' }), 'en')).toBeNull();
    expect(notificationHref(aNotification({ templateType: 'custom' }, { link: '/x' }), 'en')).toBeNull();
    expect(notificationHref(aNotification({}, { link: '//evil.test/x' }), 'en')).toBeNull();
    expect(notificationHref(aNotification({}, { link: 'https://evil.test' }), 'en')).toBeNull();
    expect(notificationHref(aNotification({}), 'en')).toBeNull();
  });
});
