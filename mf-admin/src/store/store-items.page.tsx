import type { AdminStoreItem } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';
import { EditButton, ListScreen } from '../common/list-screen.component';
import { Thumbnail } from '../common/thumbnail.component';
import { StoreItemDialog } from './store-item.dialog';

/** /{lang}/dashboard/admin/store-items: what the coins store sells. */
export function StoreItemsPage() {
  const { t } = useTranslation('mf-admin');
  return (
    <ListScreen<AdminStoreItem>
      section="storeItems"
      path="store-items"
      defaultSort="category"
      createLabel={t('storeItems.create')}
      columns={(edit) => [
        { key: 'image', label: t('form.image'), cell: (i) => <Thumbnail src={i.image} /> },
        {
          key: 'name',
          label: t('storeItems.name'),
          sort: 'name',
          cell: (i) => <span dir="auto">{i.name}</span>,
        },
        { key: 'category', label: t('storeItems.category'), sort: 'category', cell: (i) => i.categoryName },
        { key: 'price', label: t('storeItems.price'), sort: 'price', cell: (i) => i.price },
        { key: 'available', label: t('storeItems.available'), sort: 'available', cell: (i) => i.available },
        {
          key: 'edit',
          label: t('list.actions'),
          cell: (i) => <EditButton name={i.name} onClick={() => edit(i)} />,
        },
      ]}
      dialog={(props) => <StoreItemDialog {...props} />}
    />
  );
}
