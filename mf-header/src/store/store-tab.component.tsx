import DollarCircleFilled from '@ant-design/icons/DollarCircleFilled';
import type { StoreItem, StoreList } from '@elearn/contracts';
import { abbreviateNumber } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useTranslation } from 'react-i18next';
import { DialogState } from '../rewards/dialog-state.component';
import { ItemCard } from './item-card.component';
import { storeItemsQuery } from './store.queries';
import { type PurchaseOutcome, usePurchase } from './use-purchase';

/** The list after a purchase: new coins and availability; an item at 0 leaves the store (spec 4). */
export function applyOutcome(list: StoreList, outcome: PurchaseOutcome): StoreList {
  return {
    userCoins: outcome.userCoins ?? list.userCoins,
    categories: list.categories.map((category) => ({
      ...category,
      items: category.items
        .map((item) =>
          item.id === outcome.itemId && outcome.itemAvailable !== undefined
            ? { ...item, available: outcome.itemAvailable }
            : item,
        )
        .filter((item) => item.available > 0),
    })),
  };
}

/** The store tab: the learner's coins and every category's items for sale. */
export function StoreTab() {
  const store = useQuery(storeItemsQuery);
  const queryClient = useQueryClient();
  const change = (next: StoreList) => queryClient.setQueryData(storeItemsQuery.queryKey, next);
  return (
    <DialogState query={store} keyPrefix="store">
      {(list) => <StoreShelves list={list} onChange={change} />}
    </DialogState>
  );
}

function StoreShelves({ list, onChange }: { list: StoreList; onChange(next: StoreList): void }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'store' });
  const lang = useLang();
  const { buy, buying, holder } = usePurchase(list.userCoins, (outcome) =>
    onChange(applyOutcome(list, outcome)),
  );
  const categories = applyOutcome(list, { itemId: '' }).categories.filter(
    (category) => category.items.length > 0,
  );
  return (
    <div className="mh-store">
      {holder}
      <p className="mh-store__coins" title={list.userCoins.toLocaleString(lang)}>
        <DollarCircleFilled aria-hidden="true" />
        {t('yourCoins')}: <span data-testid="store-coins">{abbreviateNumber(list.userCoins)}</span>
      </p>
      {categories.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        categories.map((category) => (
          <section key={category.id} className="mh-store__category" aria-labelledby={`mh-cat-${category.id}`}>
            <h3 id={`mh-cat-${category.id}`}>
              <bdi>{category.name}</bdi>
            </h3>
            {category.description && <p dir="auto">{category.description}</p>}
            <ul className="mh-store__items">
              {category.items.map((item) => (
                <li key={item.id}>
                  <ItemOnSale
                    item={item}
                    busy={buying === item.id}
                    disabled={buying !== null}
                    onBuy={() => buy(item)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function ItemOnSale({
  item,
  busy,
  disabled,
  onBuy,
}: {
  item: StoreItem;
  busy: boolean;
  disabled: boolean;
  onBuy(): void;
}) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'store' });
  const lang = useLang();
  return (
    <ItemCard
      item={item}
      facts={[
        { label: t('price'), value: item.price.toLocaleString(lang), testId: 'item-price' },
        { label: t('available'), value: item.available.toLocaleString(lang), testId: 'item-available' },
      ]}
    >
      <Button
        type="primary"
        onClick={onBuy}
        loading={busy}
        disabled={disabled}
        aria-label={t('buyItem', { name: item.name })}
      >
        {t('buy')}
      </Button>
    </ItemCard>
  );
}
