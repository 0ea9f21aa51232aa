const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A lesson's content as HTML for SafeHtml: authored HTML stays as it is (SafeHtml
 * sanitizes it); plain teaching text (paragraphs split by blank lines) becomes
 * escaped paragraphs.
 */
export function lessonHtml(content: string): string {
  if (/<[a-z][^<>]*>/i.test(content)) return content;
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}
