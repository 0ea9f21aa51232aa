import type { AdminPlan } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';
import { EditButton, ListScreen } from '../common/list-screen.component';
import { PlanDialog } from './plan.dialog';

/** /{lang}/dashboard/admin/plans: the plans, searchable and sortable, each opened in its form. */
export function PlansPage() {
  const { t } = useTranslation('mf-admin');
  return (
    <ListScreen<AdminPlan>
      section="plans"
      path="plans"
      defaultSort="name"
      createLabel={t('plans.create')}
      columns={(edit) => [
        { key: 'name', label: t('plans.name'), sort: 'name', cell: (p) => <span dir="auto">{p.name}</span> },
        {
          key: 'duration',
          label: t('plans.duration'),
          sort: 'duration',
          cell: (p) => p.defaultDurationInMonth,
        },
        { key: 'fees', label: t('plans.fees'), sort: 'fees', cell: (p) => p.feesInEGP },
        {
          key: 'features',
          label: t('plans.features'),
          cell: (p) => p.features.map((f) => t(`features.${f.name}`)).join(', ') || '—',
        },
        {
          key: 'edit',
          label: t('list.actions'),
          cell: (p) => <EditButton name={p.name} onClick={() => edit(p)} />,
        },
      ]}
      dialog={(props) => <PlanDialog plan={props.row} {...props} />}
    />
  );
}
