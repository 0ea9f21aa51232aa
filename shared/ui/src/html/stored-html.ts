import { STORED_HTML_POLICY as POLICY, platformImagePath } from '@elearn/contracts/html';
import DOMPurify from 'dompurify';

/**
 * The browser's second pass over stored user HTML (forum bodies), with the
 * allow-list the API's sanitizer applies when a body is stored
 * (STORED_HTML_POLICY). The API stays the authority: this pass only guards
 * against a row the API did not write, or a sanitizer bug.
 */
const LINK_SCHEME = new RegExp(`^(${POLICY.linkSchemes.join('|')}):`, 'i');

/** A URL without what browsers ignore in it ("java\tscript:"): control characters and spaces. */
export const withoutUrlNoise = (url: string) =>
  Array.from(url)
    .filter((char) => char > ' ' && !/\s/.test(char))
    .join('');

/** A link target the policy allows: one of its schemes, or a relative path (never protocol-relative). */
export function isAllowedHref(href: string): boolean {
  const url = withoutUrlNoise(href);
  if (url.startsWith('//') || url.startsWith('\\')) return false;
  const scheme = /^([^/?#]*?):/.exec(url);
  return !scheme || LINK_SCHEME.test(url);
}

/** An image the policy allows: one of our own uploads (old bodies may still name other hosts). */
export const isAllowedImageSrc = (src: string) => platformImagePath(src, window.location.origin) !== null;

const purify = DOMPurify(window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = POLICY.attributes[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'img' && !isAllowedImageSrc(node.getAttribute('src') ?? '')) node.remove();
  if (tag !== 'a') return;
  if (node.hasAttribute('href')) {
    node.setAttribute('rel', POLICY.linkRel);
    node.setAttribute('target', POLICY.linkTarget);
  } else {
    node.removeAttribute('rel');
    node.removeAttribute('target');
  }
});

/** Stored user HTML cleaned once more in the browser, to the API's allow-list. */
export function sanitizeStoredHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...POLICY.tags],
    ALLOWED_ATTR: [...new Set(Object.values(POLICY.attributes).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: [...POLICY.droppedWithContent],
  });
}
