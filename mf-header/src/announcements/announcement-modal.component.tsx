import { ScopedStyle, useReturnFocus } from '@elearn/ui';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useAnnouncementDate } from './announcement-date';
import type { Announcement } from './announcements.resource';
import { announcementsCss } from './announcements.styles';

/** An announcement in full (opening it marks it read: the caller does that). */
export function AnnouncementModal({
  announcement,
  onClose,
  returnFocusTo = 'opener',
  returnFocusChain,
}: {
  announcement: Announcement | null;
  onClose: () => void;
  /**
   * Where focus goes on closing: the button that opened it, or the focusable
   * container around that button (the bell's panel), for an opener that leaves
   * the page once the announcement is read, before or after the dialog closes.
   */
  returnFocusTo?: 'opener' | 'container';
  /**
   * Where focus goes back, read at the click (`focusChain`), for a dialog whose code loads after
   * it: by then the opener may have left the page and its containers could not be found from it.
   */
  returnFocusChain?: HTMLElement[];
}) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'announcements' });
  const formatDate = useAnnouncementDate();
  const focus = useReturnFocus(announcement !== null, { target: returnFocusTo, chain: returnFocusChain });
  return (
    <>
      <ScopedStyle name="announcements" css={announcementsCss} />
      <Modal
        open={announcement !== null}
        onCancel={onClose}
        title={announcement && <bdi className="mh-ann-modal__title">{announcement.title}</bdi>}
        footer={<Button onClick={onClose}>{t('close')}</Button>}
        destroyOnHidden
        {...focus}
        className="mh-ann-modal"
      >
        {announcement && (
          <article>
            <p className="mh-ann__date">
              <time dateTime={announcement.createdAt}>{formatDate(announcement.createdAt)}</time>
            </p>
            {/* Plain text with line breaks kept; dir=auto so a Latin notice reads right on an Arabic page. */}
            <div className="mh-ann-modal__text" dir="auto" data-testid="announcement-text">
              {announcement.text}
            </div>
          </article>
        )}
      </Modal>
    </>
  );
}
