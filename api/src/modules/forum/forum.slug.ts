import { randomBytes } from 'node:crypto';

/** How many characters of the text a slug keeps, before its unique suffix. */
const SLUG_TEXT_LENGTH = 40;

/**
 * A post's seoTxt: the start of its text in lower case, with the letters,
 * marks and digits of every script (an Arabic title stays Arabic; Latin
 * letters lose their accents), words joined by dashes, and a random suffix
 * that makes it unique.
 */
export function postSlug(html: string): string {
  const text = html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(?:[a-z]+|#\d+);/gi, ' ')
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join('-');
  const start = [...text].slice(0, SLUG_TEXT_LENGTH).join('').replace(/-+$/, '');
  return `${start || 'post'}-${randomBytes(4).toString('hex')}`;
}
