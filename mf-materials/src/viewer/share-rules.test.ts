import { COPY_CONFIRMATION_MS, shareLinks } from './share-rules';

describe('share links', () => {
  it('puts the encoded link (and title) in each network’s share address', () => {
    const links = shareLinks('https://site.test/en/course/algebra?x=1&y=2', 'Linear equations & more');
    expect(links).toEqual({
      whatsapp:
        'https://wa.me/?text=Linear%20equations%20%26%20more%20https%3A%2F%2Fsite.test%2Fen%2Fcourse%2Falgebra%3Fx%3D1%26y%3D2',
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.test%2Fen%2Fcourse%2Falgebra%3Fx%3D1%26y%3D2',
      x: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsite.test%2Fen%2Fcourse%2Falgebra%3Fx%3D1%26y%3D2&text=Linear%20equations%20%26%20more',
      linkedin:
        'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.test%2Fen%2Fcourse%2Falgebra%3Fx%3D1%26y%3D2',
      email:
        'mailto:?subject=Linear%20equations%20%26%20more&body=https%3A%2F%2Fsite.test%2Fen%2Fcourse%2Falgebra%3Fx%3D1%26y%3D2',
    });
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });
});
