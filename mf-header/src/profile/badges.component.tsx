import type { User } from '@elearn/contracts';
import { QueryState, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { statisticsQuery } from '../header/statistics.queries';
import { BadgeIcon } from '../rewards/badge-icon.component';
import { badgeText } from '../rewards/badge-text';

/** The learner's badges (the spec's BadgesArr), oldest first, each with when it was earned. */
export function BadgesSection({ user }: { user: User }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'profile' });
  const { t: root } = useTranslation('mf-header');
  const lang = useLang();
  const statistics = useQuery(statisticsQuery(user.id));
  return (
    <section className="mh-profile__card" aria-labelledby="mh-profile-badges">
      <h2 id="mh-profile-badges">{t('badges.title')}</h2>
      <QueryState
        query={statistics}
        loadingLabel={t('badges.loading')}
        errorMessage={t('badges.failed')}
        retryLabel={t('badges.retry')}
        isEmpty={(stats) => !stats || stats.badges.length === 0}
        empty={<p className="mh-badges__empty">{t('badges.empty')}</p>}
      >
        {(stats) => (
          <ul className="mh-badges">
            {(stats?.badges ?? []).map((badge) => {
              const { title, msg } = badgeText(root, badge);
              return (
                <li key={badge.type} className="mh-badges__item">
                  <BadgeIcon badge={badge} size={32} />
                  <div>
                    <p className="mh-badges__title">
                      <bdi>{title}</bdi>
                    </p>
                    {msg && (
                      <p className="mh-badges__msg" dir="auto">
                        {msg}
                      </p>
                    )}
                    <p className="mh-badges__date">
                      <time dateTime={badge.createdAt}>
                        {t('badges.earned', {
                          date: dayjs(badge.createdAt).locale(lang).format(t('dateFormat')),
                        })}
                      </time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
