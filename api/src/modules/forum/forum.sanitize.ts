import { htmlHasContent } from '@elearn/contracts';
import { STORED_HTML_POLICY as POLICY, platformImagePath } from '@elearn/contracts/html';
import sanitizeHtml from 'sanitize-html';

/** Where uploaded images are served (GET /api/files/{name}). */
export const UPLOAD_PATH = POLICY.uploadPath;

/**
 * The allow-list every stored forum body goes through (STORED_HTML_POLICY, shared with the
 * browser's SafeHtml). Images are kept only when the platform serves them, stored by path.
 */
const options = (origin: string): sanitizeHtml.IOptions => ({
  allowedTags: [...POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...POLICY.linkSchemes],
  allowedSchemesByTag: { img: ['http', 'https'] },
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
    img: (tagName, attribs) => {
      const src = platformImagePath(attribs.src ?? '', origin);
      return { tagName, attribs: src ? { ...attribs, src } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
});

/** `origin`: the site's own (PUBLIC_ORIGIN), whose upload URLs are kept as paths. */
export function sanitizeForumHtml(html: string, origin: string): string {
  return sanitizeHtml(html, options(origin)).trim();
}

/** Whether sanitised HTML shows nothing a reader would see (the shared rule of `htmlHasContent`). */
export const isEmptyHtml = (clean: string) => !htmlHasContent(clean);
