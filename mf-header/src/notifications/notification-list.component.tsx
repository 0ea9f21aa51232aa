import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { NotificationItem, useTemplateStrings } from './notification-item.component';
import type { Notification } from './notifications.resource';
import type { useNotifications } from './use-notifications';

interface Props {
  notifications: ReturnType<typeof useNotifications>;
  /** Marks one seen, and closes the panel when it leads to another page. */
  onOpen: (notification: Notification, navigates: boolean) => void;
}

/**
 * The bell panel's list with Load More. Its own chunk (with the item's dates and templates, dayjs
 * among them): it loads when the panel first shows items, not with every signed-in page.
 */
export default function NotificationList({ notifications, onOpen }: Props) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'notifications' });
  const strings = useTemplateStrings();
  const { items, total, status } = notifications;
  return (
    <>
      <ul className="mh-bell__list" aria-busy={status === 'loading'}>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            strings={strings}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {items.length < total && (
        <div className="mh-bell__foot">
          <Button block loading={notifications.loadingMore} onClick={() => void notifications.loadMore()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
