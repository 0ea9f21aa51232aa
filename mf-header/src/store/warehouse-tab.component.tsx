import type { Warehouse } from '@elearn/contracts';
import { useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { DialogState } from '../rewards/dialog-state.component';
import { ItemCard } from './item-card.component';
import { warehouseQuery } from './store.queries';

/** The warehouse tab: what the learner owns, with counts, loaded fresh each time the tab opens. */
export function WarehouseTab() {
  const warehouse = useQuery(warehouseQuery);
  return (
    <DialogState query={warehouse} keyPrefix="store">
      {(data) => <Owned warehouse={data} />}
    </DialogState>
  );
}

function Owned({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'store' });
  const lang = useLang();
  const owned = warehouse.items.filter((entry) => entry.count > 0);
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
