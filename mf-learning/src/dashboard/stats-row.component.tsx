import DollarCircleOutlined from '@ant-design/icons/DollarCircleOutlined';
import FireFilled from '@ant-design/icons/FireFilled';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { ErrorState } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviateNumber } from '../common/format';
import { SkeletonLine } from '../common/skeleton.component';
import type { Statistics } from './dashboard.resource';

type StatKey = 'level' | 'xp' | 'streak' | 'coins' | 'freeze';

const TILES: { key: StatKey; icon: ReactNode; value: (stats: Statistics) => number }[] = [
  { key: 'level', icon: <TrophyOutlined />, value: (s) => s.level },
  { key: 'xp', icon: <StarFilled />, value: (s) => s.expValue },
  { key: 'streak', icon: <FireFilled />, value: (s) => s.streakDays },
  { key: 'coins', icon: <DollarCircleOutlined />, value: (s) => s.coins },
  { key: 'freeze', icon: <SafetyOutlined />, value: (s) => s.freezeChances },
];

function StatTile({ name, icon, children }: { name: StatKey; icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard.stats' });
  return (
    <li className="ml-stat" data-stat={name}>
      <span className={`ml-stat__icon ml-stat__icon--${name}`} aria-hidden="true">
        {icon}
      </span>
      {/* Read as "Coins 40"; column-reverse shows the number above its name. */}
      <div className="ml-stat__text">
        <span className="ml-stat__label">{t(name)}</span>
        <span className="ml-stat__value">{children}</span>
      </div>
    </li>
  );
}

/** Level, XP, streak, coins and freezes of a learner; null statistics (not a learner) show nothing. */
export function StatsRow({ stats }: { stats: UseQueryResult<Statistics | null> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard.stats' });
  const { t: tRemote } = useTranslation('mf-learning');
  if (stats.data === null) return null;
  return (
    <section className="ml-dash__block" aria-labelledby="ml-stats-title" aria-busy={stats.isPending}>
      <div className="ml-dash__block-head">
        <h2 id="ml-stats-title">{t('title')}</h2>
      </div>
      {stats.isError && !stats.data ? (
        <ErrorState
          message={t('error')}
          retryLabel={tRemote('retry')}
          onRetry={() => void stats.refetch()}
          busy={stats.isFetching}
        />
      ) : (
        <ul className="ml-stats ml-reset-list">
          {TILES.map(({ key, icon, value }) => (
            <StatTile key={key} name={key} icon={icon}>
              {stats.data ? abbreviateNumber(value(stats.data)) : <SkeletonLine width="56px" height={26} />}
            </StatTile>
          ))}
        </ul>
      )}
    </section>
  );
}
