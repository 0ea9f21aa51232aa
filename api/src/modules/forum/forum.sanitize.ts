import sanitizeHtml from 'sanitize-html';

/** Where uploaded images are served (GET /api/files/{name}). */
export const UPLOAD_PATH = '/api/files/';
const UPLOAD_SRC = /^\/api\/files\/[a-f0-9]{32}\.(png|jpe?g|gif|webp)$/;

/**
 * The allowlist every stored forum body goes through: text formatting, lists,
 * quotes, code, headings, links (http/https/mailto, opened safely) and images
 * (http/https or our own uploads). Everything else — scripts, event handlers,
 * styles, iframes, forms, svg, javascript:/data: URLs — is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
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
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const forced: sanitizeHtml.Attributes = {};
      if (attribs.href)
        Object.assign(forced, {
          href: attribs.href,
          rel: 'noopener noreferrer nofollow ugc',
          target: '_blank',
        });
      return { tagName, attribs: forced };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src ?? '';
    return !(/^https?:\/\//i.test(src) || UPLOAD_SRC.test(src));
  },
};

export function sanitizeForumHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML shows nothing: no text and no image. */
export function isEmptyHtml(clean: string): boolean {
  if (/<img\s/i.test(clean)) return false;
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s|\u200b/g, '').length === 0;
}
