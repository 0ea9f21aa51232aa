// "Content must not be empty" means a reader must see something: spaces, zero-width joiners,
// a byte-order mark or direction marks alone are empty. Zod-free, so a form can use it too.

/** Characters that render as nothing: white space, format characters (ZWSP, ZWJ, BOM, LRM,
 * soft hyphen, …) and the blank letters of Hangul and Braille. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the plain text shows at least one visible character. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

const NAMED_BLANKS: Record<string, string> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  zwj: '',
  zwnj: '',
  shy: '',
  lrm: '',
  rlm: '',
};

/** The text a reader sees in stored HTML, without tags; entities of blank characters decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_BLANKS[name.toLowerCase()] ?? entity);
}

/** True when rich-text HTML shows something: visible text, or an image or other media. */
export function htmlHasContent(html: string): boolean {
  if (/<(img|video|audio|iframe)\b/i.test(html)) return true;
  return hasVisibleText(htmlText(html));
}
