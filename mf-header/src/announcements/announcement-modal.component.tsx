import { ScopedStyle } from '@elearn/ui';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementDate } from './announcement-date';
import type { Announcement } from './announcements.resource';
import { announcementsCss } from './announcements.styles';

/** An announcement in full (opening it marks it read: the caller does that). */
export function AnnouncementModal({
  announcement,
  onClose,
  returnFocusTo = 'opener',
  openedFrom,
}: {
  announcement: Announcement | null;
  onClose: () => void;
  /**
   * Where focus goes on closing: the button that opened it, or the focusable
   * container around that button (the bell's panel), for an opener that leaves
   * the page once the announcement is read, before or after the dialog closes.
   */
  returnFocusTo?: 'opener' | 'container';
  /** What had focus when it was opened, for a dialog whose code loads after the click (else read on opening). */
  openedFrom?: HTMLElement | null;
}) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'announcements' });
  const formatDate = useAnnouncementDate();
  const returnFocus = useFocusReturn(announcement !== null, returnFocusTo, openedFrom);
  return (
    <>
      <ScopedStyle name="announcements" css={announcementsCss} />
      <Modal
        open={announcement !== null}
        onCancel={onClose}
        title={announcement && <bdi className="mh-ann-modal__title">{announcement.title}</bdi>}
        footer={<Button onClick={onClose}>{t('close')}</Button>}
        destroyOnHidden
        focusTriggerAfterClose={false}
        afterClose={returnFocus}
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

/**
 * Where focus goes when the dialog closes: back to what opened it ('opener')
 * or to the nearest focusable container around it ('container'), whichever of
 * them is still on the page: never the page body.
 */
function useFocusReturn(open: boolean, target: 'opener' | 'container', from?: HTMLElement | null) {
  const openedFrom = useRef<HTMLElement[] | null>(null);
  // Read while rendering the opening: the dialog's own effects move focus into it before any effect here runs.
  if (open && openedFrom.current === null) {
    const chain: HTMLElement[] = [];
    const opener = from ?? (document.activeElement as HTMLElement | null);
    for (let node = target === 'opener' ? opener : opener?.parentElement; node; node = node.parentElement)
      chain.push(node);
    openedFrom.current = chain;
  }
  return () => {
    const chain = openedFrom.current ?? [];
    openedFrom.current = null;
    chain.find((node) => node.isConnected && (node.tabIndex >= 0 || node.hasAttribute('tabindex')))?.focus();
  };
}
