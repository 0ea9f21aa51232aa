import DOMPurify from 'dompurify';

/**
 * The browser's second pass over stored user HTML (forum bodies), with the
 * same allow-list as the API's sanitizer (api/src/modules/forum/forum.sanitize.ts),
 * which stays the authority: this pass only guards against a row the API did
 * not write, or a sanitizer bug. Keep the two lists equal.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'h4',
  'img',
];
const ATTRIBUTES: Record<string, string[]> = { a: ['href', 'rel', 'target'], img: ['src', 'alt'] };
/** Elements dropped with everything inside them (the server's nonTextTags). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'title',
];
const LINK_SCHEME = /^(https?|mailto):/i;
const IMAGE_SRC = /^https?:\/\//i;
const UPLOAD_SRC = /^\/api\/files\/[a-f0-9]{32}\.(png|jpe?g|gif|webp)$/;
/** A URL without what browsers ignore in it ("java\tscript:"): control characters and spaces. */
export const withoutUrlNoise = (url: string) =>
  Array.from(url)
    .filter((char) => char > ' ' && !/\s/.test(char))
    .join('');

/** A link target the server allows: http(s) or mailto, or a relative path (never protocol-relative). */
export function isAllowedHref(href: string): boolean {
  const url = withoutUrlNoise(href);
  if (url.startsWith('//') || url.startsWith('\\')) return false;
  const scheme = /^([^/?#]*?):/.exec(url);
  return !scheme || LINK_SCHEME.test(url);
}

/** An image the server allows: http(s) or one of our own uploads. */
export const isAllowedImageSrc = (src: string) => IMAGE_SRC.test(src.trim()) || UPLOAD_SRC.test(src.trim());

const purify = DOMPurify(window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'img' && !isAllowedImageSrc(node.getAttribute('src') ?? '')) node.remove();
  if (tag !== 'a') return;
  // As the server does: a link opens apart from the page, and says nothing about where it came from.
  if (node.hasAttribute('href')) {
    node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
    node.setAttribute('target', '_blank');
  } else {
    node.removeAttribute('rel');
    node.removeAttribute('target');
  }
});

/** Stored user HTML cleaned once more in the browser, to the API's allow-list. */
export function sanitizeStoredHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'rel', 'target', 'src', 'alt'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  });
}
