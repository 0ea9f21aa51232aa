import { platformImagePath } from './stored-html-policy';

const origin = 'https://learn.example';
const upload = `/api/files/${'0f'.repeat(16)}.webp`;

describe('platformImagePath: only images the platform serves', () => {
  it('keeps an upload by path or by URL on our origin, as a path', () => {
    expect(platformImagePath(upload, origin)).toBe(upload);
    expect(platformImagePath(` ${origin}${upload}`, origin)).toBe(upload);
  });

  it('refuses other hosts, other paths and look-alike origins', () => {
    expect(platformImagePath('https://tracker.example/pixel.gif', origin)).toBeNull();
    expect(platformImagePath(`https://evil.example${upload}`, origin)).toBeNull();
    expect(platformImagePath(`${origin}.evil.example${upload}`, origin)).toBeNull();
    expect(platformImagePath(`//tracker.example${upload}`, origin)).toBeNull();
    expect(platformImagePath('/api/files/../../secret.png', origin)).toBeNull();
    expect(platformImagePath('data:image/png;base64,AAAA', origin)).toBeNull();
  });
});
