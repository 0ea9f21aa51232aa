import { type HTMLAttributes, useMemo } from 'react';
import { sanitizeStoredHtml } from './stored-html';

type DivProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * Renders stored user HTML (a forum body) in a <div>, after the browser's own
 * sanitizer pass (defence in depth: the API sanitized it when it was stored).
 */
export function SafeHtml({ html, ...props }: DivProps & { html: string }) {
  const clean = useMemo(() => sanitizeStoredHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify to the API's allow-list just above.
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
