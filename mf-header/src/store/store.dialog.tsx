import { useReturnFocus } from '@elearn/ui';
import Modal from 'antd/es/modal';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '../rewards/dialog-props';
import { StoreTab } from './store-tab.component';
import { WarehouseTab } from './warehouse-tab.component';

type Tab = 'store' | 'warehouse';

/** The coins store dialog (spec 2): tabs store and warehouse; each tab loads when opened. */
export function StoreDialog({ open, onClose, afterClose }: DialogProps) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'store' });
  const [tab, setTab] = useState<Tab>('store');
  const focus = useReturnFocus(open);
  return (
    <Modal
      {...focus}
      open={open}
      title={t('title')}
      onCancel={onClose}
      afterClose={() => {
        focus.afterClose();
        afterClose();
      }}
      footer={null}
      width={720}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'store', label: t('tabs.store'), children: tab === 'store' ? <StoreTab /> : null },
          {
            key: 'warehouse',
            label: t('tabs.warehouse'),
            children: tab === 'warehouse' ? <WarehouseTab /> : null,
          },
        ]}
      />
    </Modal>
  );
}
