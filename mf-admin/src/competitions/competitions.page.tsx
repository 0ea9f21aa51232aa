import type { AdminCompetition } from '@elearn/contracts';
import { useLang } from '@elearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../common/admin.resource';
import { ListScreen } from '../common/list-screen.component';
import { CompetitionDialog } from './competition.dialog';

/** Close now: the engine ranks the learners by study minutes in the window and gives tiers and XP. */
function CloseButton({ competition }: { competition: AdminCompetition }) {
  const { t } = useTranslation('mf-admin');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    await adminApi.closeCompetition(competition.id).finally(() => setBusy(false));
    await client.invalidateQueries({ queryKey: ['admin'] });
  };
  return (
    <Popconfirm
      title={t('competitions.confirmClose')}
      okText={t('competitions.close')}
      cancelText={t('form.cancel')}
      onConfirm={close}
    >
      <Button
        size="small"
        loading={busy}
        aria-label={t('competitions.closeNamed', { name: competition.courseTitle })}
      >
        {t('competitions.close')}
      </Button>
    </Popconfirm>
  );
}

/** /{lang}/dashboard/admin/competitions: create, run (a window that has begun) and close competitions. */
export function CompetitionsPage() {
  const { t } = useTranslation('mf-admin');
  const lang = useLang();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ListScreen<AdminCompetition>
      section="competitions"
      path="competitions"
      defaultSort="starts"
      createLabel={t('competitions.create')}
      columns={() => [
        {
          key: 'course',
          label: t('competitions.course'),
          sort: 'course',
          cell: (c) => <span dir="auto">{c.courseTitle}</span>,
        },
        { key: 'starts', label: t('competitions.startsAt'), sort: 'starts', cell: (c) => when(c.startsAt) },
        { key: 'ends', label: t('competitions.endsAt'), sort: 'ends', cell: (c) => when(c.endsAt) },
        {
          key: 'status',
          label: t('competitions.status'),
          cell: (c) => (
            <span className={`ad-status ad-status--${c.status}`}>
              {t(`competitions.statuses.${c.status}`)}
            </span>
          ),
        },
        { key: 'participants', label: t('competitions.participants'), cell: (c) => c.participants },
        {
          key: 'actions',
          label: t('list.actions'),
          cell: (c) => (c.status === 'closed' ? null : <CloseButton competition={c} />),
        },
      ]}
      dialog={(props) => <CompetitionDialog {...props} />}
    />
  );
}
