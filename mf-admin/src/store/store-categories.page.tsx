import type { AdminStoreCategory } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';
import { EditButton, ListScreen } from '../common/list-screen.component';
import { StoreCategoryDialog } from './store-category.dialog';

/** /{lang}/dashboard/admin/store-categories: the shelves of the coins store. */
export function StoreCategoriesPage() {
  const { t } = useTranslation('mf-admin');
  return (
    <ListScreen<AdminStoreCategory>
      section="storeCategories"
      path="store-categories"
      defaultSort="position"
      createLabel={t('storeCategories.create')}
      columns={(edit) => [
        {
          key: 'name',
          label: t('storeCategories.name'),
          sort: 'name',
          cell: (c) => <span dir="auto">{c.name}</span>,
        },
        {
          key: 'description',
          label: t('form.description'),
          cell: (c) => <span dir="auto">{c.description}</span>,
        },
        { key: 'items', label: t('storeCategories.items'), cell: (c) => c.itemsCount },
        {
          key: 'edit',
          label: t('list.actions'),
          cell: (c) => <EditButton name={c.name} onClick={() => edit(c)} />,
        },
      ]}
      dialog={(props) => <StoreCategoryDialog {...props} />}
    />
  );
}
