import { STORED_HTML_POLICY as POLICY } from '@elearn/contracts/html';
import sanitizeHtml from 'sanitize-html';

/** Where uploaded images are served (GET /api/files/{name}). */
export const UPLOAD_PATH = POLICY.uploadPath;
const IMAGE_SCHEME = new RegExp(`^(${POLICY.imageSchemes.join('|')})://`, 'i');

/** The allow-list every stored forum body goes through (STORED_HTML_POLICY, shared with the browser's SafeHtml). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...POLICY.linkSchemes],
  allowedSchemesByTag: { img: [...POLICY.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...POLICY.droppedWithContent],
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const forced: sanitizeHtml.Attributes = {};
      if (attribs.href)
        Object.assign(forced, { href: attribs.href, rel: POLICY.linkRel, target: POLICY.linkTarget });
      return { tagName, attribs: forced };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs.src ?? '';
    return !(IMAGE_SCHEME.test(src) || POLICY.uploadSrc.test(src));
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
