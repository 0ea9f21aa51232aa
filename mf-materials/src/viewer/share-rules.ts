/** How long "Link copied" stays after Copy link (authoring §9). */
export const COPY_CONFIRMATION_MS = 2000;

export type ShareTarget = 'whatsapp' | 'facebook' | 'x' | 'linkedin' | 'email';

/**
 * The share dialog's addresses (authoring §9: messaging, two social networks, a
 * professional network, e-mail): each opens the network's own share page with
 * the link (and the title where the network takes one).
 */
export function shareLinks(url: string, title: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${u}`,
  };
}
