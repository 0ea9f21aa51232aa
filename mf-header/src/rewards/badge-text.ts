import type { Badge } from '@elearn/contracts';

/** A badge's title and message in the page's language (the server's are English fallbacks). */
export function badgeText(t: (key: string, options: { defaultValue: string }) => string, badge: Badge) {
  // Translated by type; rank-reward:{id} by its prefix.
  const key = `achievements.${badge.type.split(':')[0]}`;
  return {
    title: t(`${key}.title`, { defaultValue: badge.title }),
    msg: badge.msg ? t(`${key}.msg`, { defaultValue: badge.msg }) : '',
  };
}
