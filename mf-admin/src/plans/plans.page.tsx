import type { AdminPlan } from '@elearn/contracts';
import { useLang } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { EditButton, ListScreen } from '../common/list-screen.component';
import { Thumbnail } from '../common/thumbnail.component';
import { PlanDialog } from './plan.dialog';

/** /{lang}/dashboard/admin/plans: the plans, searchable and sortable, each opened in its form. */
export function PlansPage() {
  const { t } = useTranslation('mf-admin');
  // The language's own list separator (Arabic's comma is '،').
  const lang = useLang();
  const listOf = (names: string[]) => new Intl.ListFormat(lang, { type: 'unit' }).format(names);
  return (
    <ListScreen<AdminPlan>
      section="plans"
      path="plans"
      defaultSort="name"
      createLabel={t('plans.create')}
      columns={(edit) => [
        { key: 'image', label: t('form.image'), cell: (p) => <Thumbnail src={p.image} /> },
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
          cell: (p) => listOf(p.features.map((f) => t(`features.${f.name}`))) || '—',
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
