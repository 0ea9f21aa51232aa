import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORED_HTML_POLICY } from '@elearn/contracts/html';
import { act, render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { isAllowedHref, isAllowedImageSrc, sanitizeStoredHtml, withoutUrlNoise } from './stored-html';

interface Vector {
  id: number;
  name: string;
  payload: string;
  trigger: string | null;
}
const corpus: { items: Vector[] } = JSON.parse(
  readFileSync(join(__dirname, '../../../../test-data/xss/xss-h5sc.json'), 'utf8'),
);

const TAGS = new Set<string>(STORED_HTML_POLICY.tags);
const ATTRIBUTES = STORED_HTML_POLICY.attributes;

describe('SafeHtml against the H5SC XSS corpus', () => {
  let alerts: jest.SpyInstance;
  beforeEach(() => {
    alerts = jest.spyOn(window, 'alert').mockImplementation(() => {});
    for (const name of ['confirm', 'prompt'] as const)
      jest.spyOn(window, name).mockImplementation(() => null!);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(corpus.items.map((v) => [v.id, v.name, v]))(
    'vector %i (%s) leaves nothing that runs',
    (_id, _name, vector) => {
      const { container, unmount } = render(<SafeHtml html={vector.payload} />);
      const root = container.firstElementChild!;
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        expect(TAGS.has(tag)).toBe(true);
        for (const { name, value } of Array.from(element.attributes)) {
          expect(ATTRIBUTES[tag] ?? []).toContain(name);
          expect(name.startsWith('on')).toBe(false);
          expect(withoutUrlNoise(value)).not.toMatch(/^(javascript|vbscript|data):/i);
        }
      }
      // Tempt anything left: the vector's own user action, then the usual events on every element.
      act(() => {
        try {
          if (vector.trigger) new Function(vector.trigger)();
        } catch {
          // The element the trigger needs is gone.
        }
        for (const element of root.querySelectorAll('*'))
          for (const type of ['click', 'focus', 'mouseover', 'error', 'load', 'animationstart'])
            element.dispatchEvent(new Event(type));
      });
      expect(alerts).not.toHaveBeenCalled();
      expect(window.confirm).not.toHaveBeenCalled();
      expect(window.prompt).not.toHaveBeenCalled();
      unmount();
    },
  );

  it('runs the whole corpus', () => {
    expect(corpus.items).toHaveLength(149);
  });
});

describe('the browser keeps the API allow-list', () => {
  it('keeps formatting, lists, quotes, code and headings as they are', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul>' +
      '<ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x &lt; y</code></pre><h3>t</h3><h4>t</h4>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('opens links apart, with no referrer, and drops other schemes and protocol-relative links', () => {
    expect(sanitizeStoredHtml('<a href="https://example.test/a" title="x">a</a>')).toBe(
      '<a href="https://example.test/a" rel="noopener noreferrer nofollow ugc" target="_blank">a</a>',
    );
    expect(sanitizeStoredHtml('<a href="mailto:t@example.test">m</a>')).toContain('href="mailto:');
    expect(sanitizeStoredHtml('<a href="java\tscript:alert(1)" target="_self">x</a>')).toBe('<a>x</a>');
    expect(sanitizeStoredHtml('<a href="//evil.test/">x</a>')).toBe('<a>x</a>');
    expect(isAllowedHref('/en/course/algebra/forum')).toBe(true);
    expect(isAllowedHref('ftp://example.test')).toBe(false);
  });

  it('keeps our uploads only: images from other hosts are dropped (old bodies)', () => {
    const upload = `/api/files/${'a'.repeat(32)}.png`;
    expect(sanitizeStoredHtml(`<img src="${upload}" alt="graph" width="9">`)).toBe(
      `<img src="${upload}" alt="graph">`,
    );
    expect(sanitizeStoredHtml('<p><img src="data:image/png;base64,AAAA">x</p>')).toBe('<p>x</p>');
    expect(sanitizeStoredHtml('<img src="/api/files/../../secret.png">')).toBe('');
    expect(sanitizeStoredHtml('<p>a<img src="https://tracker.example/pixel.gif"></p>')).toBe('<p>a</p>');
    expect(isAllowedImageSrc('https://example.test/a.png')).toBe(false);
    expect(isAllowedImageSrc(`${window.location.origin}${upload}`)).toBe(true);
  });

  it('drops styles, classes and the content of scripts, styles and frames', () => {
    expect(sanitizeStoredHtml('<p style="color:red" class="x" id="y">a</p>')).toBe('<p>a</p>');
    expect(
      sanitizeStoredHtml('<div>a<script>alert(1)</script><style>p{}</style><iframe>f</iframe></div>'),
    ).toBe('a');
  });

  it('renders into a div with the props given', () => {
    const { container } = render(<SafeHtml className="forum-body" dir="auto" html="<p>hi</p>" />);
    expect(container.innerHTML).toBe('<div class="forum-body" dir="auto"><p>hi</p></div>');
  });
});
