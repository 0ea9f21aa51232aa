import { hasVisibleText, htmlHasContent } from './visible-text';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    ['\u200B\u200C\u200D\uFEFF', false],
    ['\u200E\u200F\u2060\u00AD', false],
    ['\u3164\u2800\u00A0', false],
    ['a', true],
    [' مرحبا ', true],
    ['\u200Dx', true],
  ])('%j → %s', (text, visible) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});

describe('htmlHasContent', () => {
  it.each([
    ['<p></p>', false],
    ['<p>&nbsp;&#8203;&zwj;&#x200b;</p><br>', false],
    ['<p>\uFEFF</p>', false],
    ['<p>&amp;</p>', true],
    ['<p>Hi</p>', true],
    ['<p><img src="/api/files/a.png"></p>', true],
  ])('%j → %s', (html, content) => {
    expect(htmlHasContent(html)).toBe(content);
  });
});
