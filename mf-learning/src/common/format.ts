export { abbreviateNumber, formatEgp } from '@elearn/platform';

/** Up to two initials of a title, for a cover without an image. */
export function initialsOf(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!] : words;
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
