import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import { withLang } from '@elearn/platform';
import { EmptyState, ErrorState, focusChain, Link, LoadingState, useLang } from '@elearn/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderBell } from '../common/header-bell.component';
import { useOpenedOnce } from '../common/use-opened-once';
import { announcementPreview } from './announcement-preview';
import type { Announcement } from './announcements.resource';
import { useUnreadAnnouncements } from './use-unread-announcements';

// The dialog (antd's Modal) is not on every page: its code starts loading when the panel opens,
// so it is there by the time an announcement in the panel is opened.
const loadModal = () => import('./announcement-modal.component');
const AnnouncementModal = lazy(() => loadModal().then((module) => ({ default: module.AnnouncementModal })));

/**
 * The announcements bell (spec 2–4): the latest 10 unread with previews of
 * 400 characters; one opens in a dialog, which marks it read. "See all" goes
 * to /dashboard/announcements.
 */
export function AnnouncementsBell() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'announcements' });
  const lang = useLang();
  const unread = useUnreadAnnouncements();
  const [shown, setShown] = useState<Announcement | null>(null);
  const opened = useOpenedOnce(shown !== null);
  // Read at the click: the read one leaves the list, maybe before the dialog's code has loaded.
  const returnFocusChain = useRef<HTMLElement[]>([]);

  const open = (announcement: Announcement) => {
    returnFocusChain.current = focusChain(document.activeElement as HTMLElement | null, 'container');
    setShown(announcement);
    void unread.markRead(announcement);
  };

  return (
    <>
      <HeaderBell
        label={t('title')}
        countLabel={t('unread', { unread: unread.unreadCount })}
        count={unread.unreadCount}
        busy={unread.status === 'loading'}
        icon={<NotificationOutlined aria-hidden="true" />}
        className="mh-bell__panel--announcements"
        onOpen={() => void loadModal()}
      >
        {(close) => (
          <>
            {unread.status === 'loading' && unread.items.length === 0 ? (
              <LoadingState label={t('loading')} />
            ) : unread.status === 'error' && unread.items.length === 0 ? (
              <ErrorState message={t('failed')} retryLabel={t('retry')} onRetry={unread.reload} />
            ) : unread.items.length === 0 ? (
              <EmptyState
                icon={<NotificationOutlined className="mh-bell__empty-icon" aria-hidden="true" />}
                message={t('empty')}
              />
            ) : (
              <ul className="mh-bell__list">
                {unread.items.map((announcement) => (
                  <li key={announcement.id} className="mh-note__row" data-testid="announcement">
                    <button
                      type="button"
                      className="mh-note mh-note--unseen"
                      onClick={() => open(announcement)}
                    >
                      <bdi className="mh-ann__title">{announcement.title}</bdi>
                      <span className="mh-ann__preview" dir="auto">
                        {announcementPreview(announcement.text)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="mh-bell__foot">
              <Link to={withLang(lang, '/dashboard/announcements')} className="mh-bell__all" onClick={close}>
                {t('seeAll')}
              </Link>
            </div>
          </>
        )}
      </HeaderBell>
      {/* The opened one leaves the list once read: focus goes back to the panel, not to its vanished button. */}
      {opened && (
        <Suspense fallback={null}>
          <AnnouncementModal
            announcement={shown}
            onClose={() => setShown(null)}
            returnFocusTo="container"
            returnFocusChain={returnFocusChain.current}
          />
        </Suspense>
      )}
    </>
  );
}
