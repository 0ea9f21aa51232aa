/** A link in a post may point only to the web or to an e-mail address (the server drops anything else). */
export function isLinkAddress(href: string): boolean {
  const value = href.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
