import { isLinkAddress } from './link-address';

describe('isLinkAddress', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c',
    ' https://sub.example.org/x ',
    'mailto:a@b.eg',
  ])('accepts %s', (href) => expect(isLinkAddress(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'https://',
    'example.com',
    'ftp://example.com',
    'data:text/html,x',
    'mailto:nobody',
    '',
  ])('rejects %s', (href) => expect(isLinkAddress(href)).toBe(false));
});
