import DollarCircleFilled from '@ant-design/icons/DollarCircleFilled';
import FireFilled from '@ant-design/icons/FireFilled';
import TrophyFilled from '@ant-design/icons/TrophyFilled';
import { abbreviateNumber, bus } from '@elearn/platform';
import { ScopedStyle, useLang } from '@elearn/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardsCss } from '../rewards/rewards.styles';
import type { Statistics } from './statistics.resource';
import { useLearnerStats } from './use-learner-stats';

type StatName = 'level' | 'streak' | 'coins';

const STATS: {
  name: StatName;
  icon: ReactNode;
  value: (stats: Statistics) => number;
  /** The dialog a click opens: the year ranking, the streak, the coins store. */
  opens: 'ui:open-ranking' | 'ui:open-streak' | 'ui:open-store';
}[] = [
  {
    name: 'level',
    icon: <TrophyFilled aria-hidden="true" />,
    value: (s) => s.level,
    opens: 'ui:open-ranking',
  },
  {
    name: 'streak',
    icon: <FireFilled aria-hidden="true" />,
    value: (s) => s.streakDays,
    opens: 'ui:open-streak',
  },
  {
    name: 'coins',
    icon: <DollarCircleFilled aria-hidden="true" />,
    value: (s) => s.coins,
    opens: 'ui:open-store',
  },
];

/**
 * A learner's level, streak days and coins (spec 2, learners only), live on
 * the server's xp-gained and streak-up events. Each reads "Level 7" aloud; the
 * exact number is in the tooltip when the abbreviation hides it. Level opens
 * the year ranking, streak the streak dialog, coins the store.
 */
export function LearnerStats({ userId }: { userId: string }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header.stats' });
  const lang = useLang();
  const stats = useLearnerStats(userId);
  if (stats === null) return null;
  return (
    <ul className="mh-stats" aria-label={t('label')} aria-busy={stats === undefined}>
      <ScopedStyle name="rewards" css={rewardsCss} />
      {STATS.map(({ name, icon, value, opens }) => {
        const exact = stats ? value(stats) : null;
        return (
          <li
            key={name}
            className={`mh-stat mh-stat--${name}`}
            data-stat={name}
            title={exact === null ? t(name) : `${t(name)}: ${exact.toLocaleString(lang)}`}
          >
            {/* Each number opens its dialog (rewards/learner-rewards listens on the bus). */}
            <button
              type="button"
              className="mh-stat__button"
              onClick={() => bus.emit(opens)}
              aria-haspopup="dialog"
            >
              {icon}
              <span className="mh-vh">{t(name)} </span>
              <span className="mh-stat__value">
                {exact === null ? <span className="mh-stat__placeholder" /> : abbreviateNumber(exact)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
