import type { Badge } from '@elearn/contracts';

/**
 * The achievement rules: each is awarded once per user (UNIQUE user + type)
 * and gives its XP. `title` and `msg` are English fallbacks: the UI
 * translates by `type` (achievements.<type>.title / .msg).
 *
 * iconType (what the UI does with `icon`):
 * - fontawesome: `icon` is a Font Awesome 6 solid icon name; the UI shows its own matching icon.
 * - svg+placeholder: `icon` is an SVG template with `{{value}}`; `iconCached` is it filled in,
 *   shown as an <img> data URL (never inlined, so it cannot run script).
 * - from_another_table: `icon` names a row elsewhere (`rank_rewards/<id>`); `iconCached` is that
 *   row's image URL when it has one (else the UI shows a trophy).
 */
export interface AchievementRule {
  title: string;
  msg: string;
  iconType: Badge['iconType'];
  icon: string;
  /** For svg+placeholder: the value put into the template. */
  value?: string;
  xp: number;
}

const NUMBER_BADGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#f59e0b"/>' +
  '<text x="32" y="42" font-size="28" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">{{value}}</text></svg>';

export const ACHIEVEMENTS = {
  'first-activity': {
    title: 'First steps',
    msg: 'You studied on the platform for the first time.',
    iconType: 'fontawesome',
    icon: 'shoe-prints',
    xp: 10,
  },
  'first-lesson': {
    title: 'First lesson',
    msg: 'You studied your first lesson.',
    iconType: 'fontawesome',
    icon: 'book-open',
    xp: 10,
  },
  'streak-3': {
    title: '3-day streak',
    msg: 'You reached your daily target 3 days in a row.',
    iconType: 'svg+placeholder',
    icon: NUMBER_BADGE,
    value: '3',
    xp: 20,
  },
  'streak-7': {
    title: '7-day streak',
    msg: 'You reached your daily target 7 days in a row.',
    iconType: 'svg+placeholder',
    icon: NUMBER_BADGE,
    value: '7',
    xp: 50,
  },
  'first-passed-test': {
    title: 'First passed test',
    msg: 'You passed an assessment with 50% or more.',
    iconType: 'fontawesome',
    icon: 'circle-check',
    xp: 20,
  },
  'first-purchase': {
    title: 'First purchase',
    msg: 'You bought your first item in the coins store.',
    iconType: 'fontawesome',
    icon: 'bag-shopping',
    // No XP: XP brings coins, and a purchase must cost exactly its price.
    xp: 0,
  },
  'level-5': {
    title: 'Level 5',
    msg: 'You reached level 5.',
    iconType: 'svg+placeholder',
    icon: NUMBER_BADGE,
    value: '5',
    xp: 50,
  },
} satisfies Record<string, AchievementRule>;

export type AchievementType = keyof typeof ACHIEVEMENTS;

/** A year-ranking reward is also a badge, typed by the reward it points at. */
export const RANK_REWARD_PREFIX = 'rank-reward:';

export const fillPlaceholder = (rule: AchievementRule) =>
  rule.value === undefined ? undefined : rule.icon.replaceAll('{{value}}', rule.value);
