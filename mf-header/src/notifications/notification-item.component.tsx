import { Link, useLang } from '@elearn/ui';
import dayjs from 'dayjs';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationHref,
  notificationParts,
  type TemplateStrings,
  type TextPart,
} from './notification-text';
import type { Notification } from './notifications.resource';

/** Renders the text parts; values in <bdi> so a Latin name does not reorder Arabic words. */
function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'value' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move.
          <bdi key={index} className="mh-note__value">
            {part.text}
          </bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The templates of this remote's `notifications.*` keys, in the page language (English when missing). */
export function useTemplateStrings(): TemplateStrings {
  const { t, i18n } = useTranslation('mf-header', { keyPrefix: 'notifications' });
  return {
    template: (key) => {
      for (const lng of [i18n.language, 'en']) {
        const raw: unknown = i18n.getResource(lng, 'mf-header', key);
        if (typeof raw === 'string') return raw;
      }
      return undefined;
    },
    fallback: t('fallback'),
    missing: (name) => (name === 'actor' ? t('someone') : '…'),
  };
}

type CustomBody = ComponentType<{ notification: Notification; text: ReactNode }>;

/**
 * `custom` notifications pick their body by `notificationEvent.short`. None is
 * sent yet; an unknown one shows its templated text, like `text`.
 */
const CUSTOM_BODIES: Record<string, CustomBody> = {};
const PlainBody: CustomBody = ({ text }) => <>{text}</>;

interface Props {
  notification: Notification;
  strings: TemplateStrings;
  /** Marks it seen (when unseen) and closes the panel on navigation. */
  onOpen: (notification: Notification, navigates: boolean) => void;
}

/** One notification: a link (templateType link), or a button that marks it seen. */
export function NotificationItem({ notification, strings, onOpen }: Props) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'notifications' });
  const lang = useLang();
  const unseen = !notification.seenAt;
  const href = notificationHref(notification, lang);
  const text = <Parts parts={notificationParts(notification, strings)} />;
  const Body =
    notification.notificationEvent.templateType === 'custom'
      ? (CUSTOM_BODIES[notification.notificationEvent.short] ?? PlainBody)
      : PlainBody;
  const content = (
    <>
      <span className="mh-note__text">
        {unseen && <span className="mh-vh">{t('unseenMark')}: </span>}
        <Body notification={notification} text={text} />
      </span>
      <time className="mh-note__time" dateTime={notification.createdAt}>
        {dayjs(notification.createdAt).locale(lang).format(t('timeFormat'))}
      </time>
    </>
  );
  const className = `mh-note${unseen ? ' mh-note--unseen' : ''}`;
  return (
    <li className="mh-note__row" data-testid="notification" data-unseen={unseen}>
      {href ? (
        <Link to={href} className={className} onClick={() => onOpen(notification, true)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(notification, false)}>
          {content}
        </button>
      )}
    </li>
  );
}
