import GiftFilled from '@ant-design/icons/GiftFilled';
import type { RankRewardDetail } from '@elearn/contracts';
import { withLang } from '@elearn/platform';
import { NotFoundState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { UserAvatar } from '../common/user-avatar.component';
import { fullNameOf } from '../common/user-name';
import { profileCss } from '../profile/profile.styles';
import { DialogState } from '../rewards/dialog-state.component';
import { Picture } from '../rewards/picture.component';
import { rewardsCss } from '../rewards/rewards.styles';
import { rankRewardQuery } from './ranking.queries';

/** /{lang}/dashboard/ranking-reward/{rewardId}: a reward of the year ranking and, once granted, its winner. */
export function RankingRewardPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'rankReward' });
  const lang = useLang();
  const detail = useQuery(rankRewardQuery(params.rewardId ?? ''));
  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="profile" css={profileCss} />
      <ScopedStyle name="rewards" css={rewardsCss} />
      <div className="mh-profile mh-reward-page">
        <DialogState query={detail} keyPrefix="rankReward">
          {(data) =>
            data ? (
              <RewardCard detail={data} />
            ) : (
              <section className="mh-profile__card">
                <NotFoundState
                  title={t('title')}
                  message={t('notFound')}
                  back={{ to: withLang(lang, '/dashboard'), label: t('back') }}
                />
              </section>
            )
          }
        </DialogState>
      </div>
    </AntdScope>
  );
}

function RewardCard({ detail: { reward, winner, grantedAt } }: { detail: RankRewardDetail }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'rankReward' });
  const lang = useLang();
  return (
    <>
      <section className="mh-profile__card mh-profile__who" aria-labelledby="mh-reward-title">
        <Picture
          src={reward.image}
          className="mh-reward__img mh-reward__img--large"
          fallback={<GiftFilled />}
        />
        <div>
          <p className="mh-profile__email">{t('forRank', { rank: reward.rank, year: reward.year })}</p>
          <h1 className="mh-profile__name" id="mh-reward-title">
            <bdi>{reward.name}</bdi>
          </h1>
          <p className="mh-profile__email" dir="auto">
            {reward.description}
          </p>
        </div>
      </section>
      <section className="mh-profile__card" aria-labelledby="mh-reward-winner">
        <h2 id="mh-reward-winner">{t('winner')}</h2>
        {winner ? (
          <div className="mh-rank__who">
            <UserAvatar user={winner} size={48} />
            <div>
              <div className="mh-account-pop__name">
                <bdi>{fullNameOf(winner)}</bdi>
              </div>
              {grantedAt && (
                <div className="mh-profile__email">
                  {t('grantedOn', { date: dayjs(grantedAt).locale(lang).format(t('dateFormat')) })}
                </div>
              )}
            </div>
          </div>
        ) : (
          <p className="mh-plan__none">{t('notGranted')}</p>
        )}
      </section>
    </>
  );
}
