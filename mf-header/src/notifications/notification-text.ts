import type { Notification } from '@elearn/contracts';

/** A piece of a notification's text: the template's own words, or a substituted attribute value. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'value'; text: string };

export interface TemplateStrings {
  /** The raw template for an i18n key (placeholders intact), or undefined when there is none. */
  template(key: string): string | undefined;
  /** Said instead of an unknown template. */
  fallback: string;
  /** Said instead of an attribute the server left out, by attribute name ("someone" for actor). */
  missing(name: string): string;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * The text of a notification: its template (an i18n key) with `{{name}}`
 * filled from its attributes. Values stay separate parts so the view can
 * isolate their direction (a Latin name inside Arabic text).
 */
export function notificationParts(notification: Notification, strings: TemplateStrings): TextPart[] {
  const raw = strings.template(notification.notificationEvent.template);
  if (raw === undefined) return [{ kind: 'text', text: strings.fallback }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of raw.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ kind: 'text', text: raw.slice(last, match.index) });
    const name = match[1]!;
    const value = notification.attributes[name]?.trim();
    parts.push({ kind: 'value', text: value || strings.missing(name) });
    last = match.index + match[0].length;
  }
  if (last < raw.length) parts.push({ kind: 'text', text: raw.slice(last) });
  return parts;
}

/** The same text as one string (for titles and screen readers). */
export const notificationText = (notification: Notification, strings: TemplateStrings): string =>
  notificationParts(notification, strings)
    .map((part) => part.text)
    .join('');

/**
 * Where a `link` notification leads: its `link` attribute under the page
 * language. Only a site path is followed, never another origin.
 */
export function notificationHref(notification: Notification, lang: string): string | null {
  if (notification.notificationEvent.templateType !== 'link') return null;
  const link = notification.attributes.link;
  if (!link?.startsWith('/') || link.startsWith('//')) return null;
  return `/${lang}${link}`;
}
