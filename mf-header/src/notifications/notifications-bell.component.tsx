import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { EmptyState, ErrorState, LoadingState } from '@elearn/ui';
import Button from 'antd/es/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderBell } from '../common/header-bell.component';
import type { Notification } from './notifications.resource';
import { useNotifications } from './use-notifications';

const NotificationList = lazy(() => import('./notification-list.component'));

/**
 * The notifications bell (spec 2–4): unseen count, 5 a page with Load More,
 * refresh, mark all seen. Opening an unseen one marks it seen.
 */
export function NotificationsBell() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'notifications' });
  const notifications = useNotifications();
  const { items, notSeenCount, status } = notifications;

  const actions = (
    <div className="mh-bell__actions">
      <Button
        type="text"
        size="small"
        icon={<ReloadOutlined aria-hidden="true" />}
        onClick={() => void notifications.reload()}
        aria-label={t('refresh')}
        title={t('refresh')}
      />
      <Button
        type="link"
        size="small"
        icon={<CheckOutlined aria-hidden="true" />}
        disabled={notSeenCount === 0}
        onClick={() => void notifications.markAllSeen()}
      >
        {t('markAllSeen')}
      </Button>
    </div>
  );

  return (
    <HeaderBell
      label={t('title')}
      countLabel={t('unseen', { unseen: notSeenCount })}
      count={notSeenCount}
      busy={status === 'loading'}
      icon={<BellOutlined aria-hidden="true" />}
      className="mh-bell__panel--notifications"
      actions={actions}
    >
      {(close) => {
        const open = (notification: Notification, navigates: boolean) => {
          void notifications.markSeen(notification);
          if (navigates) close();
        };
        if (status === 'loading' && items.length === 0) return <LoadingState label={t('loading')} />;
        if (status === 'error' && items.length === 0)
          return (
            <ErrorState
              message={t('failed')}
              retryLabel={t('retry')}
              onRetry={() => void notifications.reload()}
            />
          );
        if (items.length === 0)
          return (
            <EmptyState
              icon={<BellOutlined className="mh-bell__empty-icon" aria-hidden="true" />}
              message={t('empty')}
            />
          );
        return (
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <NotificationList notifications={notifications} onOpen={open} />
          </Suspense>
        );
      }}
    </HeaderBell>
  );
}
