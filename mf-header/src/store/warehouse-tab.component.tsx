import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { useLang } from '../common/use-lang';
import { DialogState } from '../rewards/dialog-state.component';
import { useResource } from '../rewards/use-resource';
import { ItemCard } from './item-card.component';
import { getWarehouse } from './store.resource';

/** The warehouse tab: what the learner owns, with counts, loaded fresh each time the tab opens. */
export function WarehouseTab() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'store' });
  const lang = useLang();
  const warehouse = useResource(getWarehouse);
  if (warehouse.status !== 'ready') return <DialogState resource={warehouse} keyPrefix="store" />;
  const owned = warehouse.data.items.filter((entry) => entry.count > 0);
  if (owned.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warehouseEmpty')} />;
  return (
    <ul className="mh-store__items" aria-label={t('tabs.warehouse')}>
      {owned.map(({ storeItem, count }) => (
        <li key={storeItem.id}>
          <ItemCard
            item={storeItem}
            facts={[{ label: t('owned'), value: count.toLocaleString(lang), testId: 'owned-count' }]}
          />
        </li>
      ))}
    </ul>
  );
}
