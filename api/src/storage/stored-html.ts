import { htmlHasContent } from '@elearn/contracts';
import { COURSE_RULES } from '@elearn/contracts/course-authoring';
import { STORED_HTML_POLICY as POLICY, platformImagePath } from '@elearn/contracts/html';
import sanitizeHtml from 'sanitize-html';
import { HttpError } from '../http/errors';

// The one sanitizer of stored HTML: forum bodies, materials' html resources and lesson
// content all go through sanitizeStoredHtml with STORED_HTML_POLICY before they are stored.

/** Where uploaded images are served (GET /api/files/{name}). */
export const UPLOAD_PATH = POLICY.uploadPath;

/** The most tags a stored HTML text may have (a 50 000-character forum body of short paragraphs has ~6 000). */
export const HTML_MAX_TAGS = 10_000;
/** The deepest elements of a stored HTML text may nest (an editor's output nests a handful). */
export const HTML_MAX_DEPTH = 100;

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Whether `html` has more than HTML_MAX_TAGS tags or nests deeper than HTML_MAX_DEPTH,
 * counted in one pass without parsing: the parser and the sanitizer then never see
 * a text whose tree is too large (their work grows with it).
 */
export function htmlTooComplex(html: string): boolean {
  let tags = 0;
  let depth = 0;
  for (let i = 0; i < html.length; i += 1) {
    if (html.charCodeAt(i) !== 60 /* < */) continue;
    const closing = html.charCodeAt(i + 1) === 47; /* / */
    const start = closing ? i + 2 : i + 1;
    if (!isLetter(html.charCodeAt(start))) continue;
    let end = start;
    while (end < html.length && (isLetter(html.charCodeAt(end)) || /[0-9-]/.test(html[end]!))) end += 1;
    tags += 1;
    if (tags > HTML_MAX_TAGS) return true;
    if (closing) depth = Math.max(0, depth - 1);
    else if (!VOID_TAGS.has(html.slice(start, end).toLowerCase())) {
      depth += 1;
      if (depth > HTML_MAX_DEPTH) return true;
    }
    i = end - 1;
  }
  return false;
}

/**
 * The allow-list every stored HTML goes through (STORED_HTML_POLICY, shared with the
 * browser's SafeHtml). Images are kept only when the platform serves them, stored by path.
 * Idempotent: what it returns comes back unchanged from a second pass (every link gets its
 * rel and target whether or not its address is kept, so a dropped `ftp:` href does not
 * make the next save shorter).
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
      const href: sanitizeHtml.Attributes = attribs.href ? { href: attribs.href } : {};
      return { tagName, attribs: { ...href, rel: POLICY.linkRel, target: POLICY.linkTarget } };
    },
    img: (tagName, attribs) => {
      const src = platformImagePath(attribs.src ?? '', origin);
      return { tagName, attribs: src ? { ...attribs, src } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
});

/** 422 for a text whose markup is over HTML_MAX_TAGS or HTML_MAX_DEPTH, on `field`. */
export const htmlTooComplexError = (field: string) =>
  new HttpError(422, 'VALIDATION', 'This text has too much markup.', {
    errors: { [field]: 'validation.htmlTooComplex' },
  });

/**
 * Stored HTML as the policy allows it. `origin`: the site's own (PUBLIC_ORIGIN), whose
 * upload URLs are kept as paths. Markup over the limits is refused on `field` (422).
 */
export function sanitizeStoredHtml(html: string, origin: string, field = 'content'): string {
  if (htmlTooComplex(html)) throw htmlTooComplexError(field);
  return sanitizeHtml(html, options(origin)).trim();
}

/** Whether sanitised HTML shows nothing a reader would see (the shared rule of `htmlHasContent`). */
export const isEmptyHtml = (clean: string) => !htmlHasContent(clean);

/** Whether a text holds markup (a tag), as the study page decides whether to render it as HTML. */
const hasMarkup = (text: string) => /<[a-z][^<>]*>/i.test(text);

/**
 * A lesson's content as stored: plain text stays text (the study page shows it as
 * paragraphs, escaped); text with markup is HTML and goes through the policy, and stays
 * HTML (in a paragraph) when the policy left no tag, so a later save reads it the same.
 */
export function storedLessonContent(content: string, origin: string, field = 'content'): string {
  if (!hasMarkup(content)) return content;
  const clean = sanitizeStoredHtml(content, origin, field);
  return !clean || hasMarkup(clean) ? clean : `<p>${clean}</p>`;
}

/**
 * Every lesson of `modules` with its content as stored (storedLessonContent). Content the
 * policy empties is refused on its field (the lesson needs content), so what is stored
 * always passes the form's rules on the next save.
 */
export function withStoredLessonContent<M extends { lessons: { content: string }[] }>(
  modules: M[],
  origin: string,
): M[] {
  return modules.map((m, i) => ({
    ...m,
    lessons: m.lessons.map((l, j) => {
      const field = `modules.${i}.lessons.${j}.content`;
      const content = storedLessonContent(l.content, origin, field);
      if (l.content.trim() && !content.trim()) {
        throw new HttpError(422, 'VALIDATION', 'Some fields are not valid.', {
          errors: { [field]: COURSE_RULES.required },
        });
      }
      return { ...l, content };
    }),
  }));
}
