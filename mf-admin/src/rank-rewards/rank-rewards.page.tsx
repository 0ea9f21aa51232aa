import type { AdminRankReward } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';
import { EditButton, ListScreen } from '../common/list-screen.component';
import { Thumbnail } from '../common/thumbnail.component';
import { RankRewardDialog } from './rank-reward.dialog';

/** /{lang}/dashboard/admin/rank-rewards: the rewards of each year's places. */
export function RankRewardsPage() {
  const { t } = useTranslation('mf-admin');
  return (
    <ListScreen<AdminRankReward>
      section="rankRewards"
      path="rank-rewards"
      defaultSort="year"
      createLabel={t('rankRewards.create')}
      columns={(edit) => [
        { key: 'image', label: t('form.image'), cell: (r) => <Thumbnail src={r.image} /> },
        {
          key: 'name',
          label: t('rankRewards.name'),
          sort: 'name',
          cell: (r) => <span dir="auto">{r.name}</span>,
        },
        { key: 'year', label: t('rankRewards.year'), sort: 'year', cell: (r) => r.year },
        { key: 'rank', label: t('rankRewards.rank'), sort: 'rank', cell: (r) => r.rank },
        {
          key: 'edit',
          label: t('list.actions'),
          cell: (r) => <EditButton name={r.name} onClick={() => edit(r)} />,
        },
      ]}
      dialog={(props) => <RankRewardDialog {...props} />}
    />
  );
}
