import { Link } from '@elearn/ui';
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';

/**
 * An answer's Markdown, safely: react-markdown builds React elements (no innerHTML), raw HTML in the
 * text is not rendered (no rehype-raw) and unsafe link protocols are dropped by its urlTransform.
 * Links inside the site navigate in place; others open in a new tab.
 */
const components: ComponentProps<typeof Markdown>['components'] = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
  img: () => null,
};

export function EveMarkdown({ text }: { text: string }) {
  return (
    <div className="mt-eve-md">
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
