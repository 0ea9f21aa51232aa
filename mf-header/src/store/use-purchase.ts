import type { PurchaseError, StoreItem } from '@elearn/contracts';
import { bus } from '@elearn/platform';
import { focusChain, returnFocusAfter } from '@elearn/ui';
import Modal from 'antd/es/modal';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postPurchase } from './store.resource';

/** A v4 UUID; randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The values a purchase left behind (also after most refusals: sold out, not enough coins). */
export interface PurchaseOutcome {
  itemId: string;
  userCoins?: number;
  itemAvailable?: number;
}

/**
 * Buying with a confirmation (spec 4): confirm, then either each error in its
 * own dialog with OK, or a short success message. One purchase at a time: a
 * double click buys once. `onOutcome` gets the coins and availability after it.
 */
export function usePurchase(coins: number, onOutcome: (outcome: PurchaseOutcome) => void) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'store' });
  const [modal, holder] = Modal.useModal();
  const [buying, setBuying] = useState<string | null>(null);
  const inFlight = useRef(false);
  // The Buy button that started the purchase: every dialog of it (confirm, OK) gives focus back there.
  const opener = useRef<HTMLElement[]>([]);

  const showErrors = (errors: PurchaseError[]) => {
    for (const code of errors) {
      modal.error({
        title: t('errorTitle'),
        content: t(code.replace('store.', '')),
        okText: t('ok'),
        ...returnFocusAfter(opener.current),
      });
    }
  };

  const purchase = async (item: StoreItem, requestId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBuying(item.id);
    try {
      const result = await postPurchase(item.id, requestId);
      if ('userCoins' in result) {
        onOutcome({ itemId: item.id, userCoins: result.userCoins, itemAvailable: result.itemAvailable });
      } else {
        onOutcome({ itemId: item.id, itemAvailable: 0 });
      }
      if (result.errors.length > 0) {
        showErrors(result.errors);
      } else if ('userCoins' in result) {
        bus.emit('store:purchased', {
          itemId: item.id,
          userCoins: result.userCoins,
          itemAvailable: result.itemAvailable,
        });
        modal.success({
          title: t('bought', { name: item.name }),
          okText: t('ok'),
          ...returnFocusAfter(opener.current),
        });
      }
    } catch {
      // The HTTP client has shown "Something went wrong!"; the store stays as it was.
    } finally {
      inFlight.current = false;
      setBuying(null);
    }
  };

  const buy = (item: StoreItem) => {
    if (inFlight.current) return;
    // One id per confirmation: the server buys once for it, even if the request is sent again.
    const requestId = newRequestId();
    opener.current = focusChain(document.activeElement as HTMLElement | null);
    modal.confirm({
      ...returnFocusAfter(opener.current),
      title: t('confirmTitle', { name: item.name }),
      content: t('confirmText', { price: item.price, coins }),
      okText: t('buy'),
      cancelText: t('cancel'),
      onOk: () => purchase(item, requestId),
    });
  };

  return { buy, buying, holder };
}
