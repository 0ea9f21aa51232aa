// Stored user HTML, sanitized again in the browser (DOMPurify, ~12 KB gzip): an
// entry of its own so only the pages that render such HTML load it, never the guest landing.
export { SafeHtml } from './html/safe-html';
export { isAllowedHref, isAllowedImageSrc, sanitizeStoredHtml } from './html/stored-html';
