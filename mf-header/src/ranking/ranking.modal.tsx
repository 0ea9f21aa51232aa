import GiftFilled from '@ant-design/icons/GiftFilled';
import type { YearExpRow, YearRanking } from '@elearn/contracts';
import { abbreviateNumber, withLang } from '@elearn/platform';
import { Link, useLang, useReturnFocus, useSession } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../common/user-avatar.component';
import { fullNameOf } from '../common/user-name';
import type { DialogProps } from '../rewards/dialog-props';
import { DialogState } from '../rewards/dialog-state.component';
import { Picture } from '../rewards/picture.component';
import { yearRankingQuery } from './ranking.queries';

/** The rows to show: the top 5, then the learner's own row when it is not among them. */
export function rankingRows({ sortedYearExps, ownRow }: YearRanking): {
  rows: YearExpRow[];
  own: YearExpRow | null;
} {
  const top = sortedYearExps.slice(0, 5);
  const own = ownRow && !top.some((row) => row.user.id === ownRow.user.id) ? ownRow : null;
  return { rows: top, own };
}

/** The year ranking dialog (spec 2): top 5 plus the learner's own row, and this year's rewards. */
export function RankingModal({ open, onClose, afterClose }: DialogProps) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'ranking' });
  const ranking = useQuery(yearRankingQuery);
  const year = ranking.data?.year ?? new Date().getFullYear();
  const focus = useReturnFocus(open);
  return (
    <Modal
      {...focus}
      open={open}
      title={t('title', { year })}
      onCancel={onClose}
      afterClose={() => {
        focus.afterClose();
        afterClose();
      }}
      footer={null}
      width={560}
    >
      <DialogState query={ranking} keyPrefix="ranking">
        {(data) => <RankingBody ranking={data} onNavigate={onClose} />}
      </DialogState>
    </Modal>
  );
}

function RankingBody({ ranking, onNavigate }: { ranking: YearRanking; onNavigate(): void }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'ranking' });
  const lang = useLang();
  const me = useSession();
  const { rows, own } = rankingRows(ranking);
  const row = (entry: YearExpRow) => {
    const mine = entry.user.id === me?.id;
    return (
      <tr
        key={entry.user.id}
        className={mine ? 'mh-rank--own' : undefined}
        aria-current={mine ? 'true' : undefined}
      >
        <td className="mh-rank__num">{entry.rank.toLocaleString(lang)}</td>
        <td>
          <span className="mh-rank__who">
            <UserAvatar user={entry.user} />
            <bdi>{fullNameOf(entry.user)}</bdi>
            {mine && <span className="mh-rank__you">{t('you')}</span>}
          </span>
        </td>
        <td className="mh-rank__xp" title={entry.xp.toLocaleString(lang)}>
          {abbreviateNumber(entry.xp)}
        </td>
      </tr>
    );
  };
  return (
    <>
      {rows.length === 0 ? (
        <p className="mh-dialog-state">{t('empty')}</p>
      ) : (
        <table className="mh-rank">
          <thead>
            <tr>
              <th scope="col">{t('rank')}</th>
              <th scope="col">{t('learner')}</th>
              <th scope="col" className="mh-rank__xp">
                {t('xp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(row)}
            {own && own.rank > rows.length + 1 && (
              <tr className="mh-rank__gap">
                <td colSpan={3}>
                  <span aria-hidden="true">⋮</span>
                </td>
              </tr>
            )}
            {own && row(own)}
          </tbody>
        </table>
      )}
      <section className="mh-rewards" aria-labelledby="mh-rewards-title">
        <h3 id="mh-rewards-title">{t('rewards')}</h3>
        {ranking.currentYearRankRewards.length === 0 ? (
          <p>{t('noRewards')}</p>
        ) : (
          <ul>
            {ranking.currentYearRankRewards.map((reward) => (
              <li key={reward.id} className="mh-reward">
                <Picture src={reward.image} className="mh-reward__img" fallback={<GiftFilled />} />
                <div className="mh-reward__body">
                  <div className="mh-reward__rank">
                    {t('rewardRank', { rank: reward.rank.toLocaleString(lang) })}
                  </div>
                  <p className="mh-reward__name">
                    <bdi>{reward.name}</bdi>
                  </p>
                </div>
                <Link
                  to={withLang(lang, `/dashboard/ranking-reward/${reward.id}`)}
                  onClick={onNavigate}
                  aria-label={`${t('viewReward')}: ${reward.name}`}
                >
                  {t('viewReward')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
