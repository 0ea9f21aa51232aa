/**
 * The allow-list of stored user HTML (forum bodies): text formatting, lists,
 * quotes, code, headings, links (http/https/mailto, opened safely) and images
 * served by the platform itself (our uploads: no tracking pixel from another
 * host on every reader). Everything else — scripts, event handlers,
 * styles, iframes, forms, svg, javascript:/data: URLs — is dropped. The API's
 * sanitizer applies it when a body is stored; the browser's SafeHtml applies it
 * again before rendering.
 */
export const STORED_HTML_POLICY = {
  tags: [
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
  ],
  attributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] } as Record<string, readonly string[]>,
  linkSchemes: ['http', 'https', 'mailto'],
  /** Elements dropped with everything inside them, not only their tags. */
  droppedWithContent: [
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
  ],
  /** Where uploaded images are served (GET /api/files/{name}). */
  uploadPath: '/api/files/',
  uploadSrc: /^\/api\/files\/[a-f0-9]{32}\.(png|jpe?g|gif|webp)$/,
  /** Every kept link opens apart from the page and says nothing about where it came from. */
  linkRel: 'noopener noreferrer nofollow ugc',
  linkTarget: '_blank',
} as const;

/**
 * The one image `src` stored HTML may keep: an upload of ours, by path
 * (`/api/files/{name}`) or by URL on the site's own `origin`. Returns the path
 * to store, or null when the image comes from anywhere else.
 */
export function platformImagePath(src: string, origin: string): string | null {
  const trimmed = src.trim();
  const path = trimmed.startsWith(`${origin}/`) ? trimmed.slice(origin.length) : trimmed;
  return STORED_HTML_POLICY.uploadSrc.test(path) ? path : null;
}
