import { focusChain, returnFocusAfter } from '@elearn/ui';
import { SafeHtml } from '@elearn/ui/safe-html';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumItemType, ForumPost } from './forum.resource';

type Item = Pick<ForumPost, 'author' | 'createdAt' | 'updatedAt' | 'content' | 'canEdit' | 'canReport'>;

export const FORUM_CSS = `
.forum-page { max-width: 820px; margin: 0 auto; padding: 24px 16px; }
.forum-card { border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px; margin-block-end: 12px; background: #fff; }
.forum-card.is-target { outline: 3px solid #f59e0b; outline-offset: 2px; }
.forum-body { overflow-wrap: anywhere; }
.forum-body img { max-width: 100%; height: auto; }
.forum-body blockquote { border-inline-start: 3px solid #d1d5db; margin-inline: 0; padding-inline-start: 12px; color: #4b5563; }
.forum-body pre { background: #f3f4f6; padding: 8px; overflow: auto; direction: ltr; text-align: start; }
.forum-comments { margin-inline-start: 16px; }
.forum-replies { margin-inline-start: 24px; }
.forum-editor { border: 1px solid #d1d5db; border-radius: 8px; padding: 8px; margin-block: 8px; background: #fff; }
.forum-editor-input { box-sizing: border-box; width: 100%; min-height: 80px; max-height: 420px; overflow: auto; padding: 8px; margin-block: 8px; border: 1px solid #d1d5db; border-radius: 4px; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; }
.forum-editor-input:focus { outline: 2px solid #2563eb; outline-offset: 1px; }
.forum-editor-input > * { unicode-bidi: plaintext; text-align: start; }
.forum-editor-input > :first-child { margin-block-start: 0; }
.forum-editor-input > :last-child { margin-block-end: 0; }
.forum-editor-input img { max-width: 100%; height: auto; }
.forum-editor-input img.ProseMirror-selectednode { outline: 3px solid #2563eb; }
.forum-editor-input blockquote { border-inline-start: 3px solid #d1d5db; margin-inline: 0; padding-inline-start: 12px; }
.forum-editor-input pre { background: #f3f4f6; padding: 8px; direction: ltr; text-align: start; }
.forum-link-field { margin-block-start: 8px; }
`;

const initials = (a: { firstName: string; lastName: string }) =>
  `${a.firstName[0] ?? ''}${a.lastName[0] ?? ''}`.toUpperCase();

export function AuthorLine({ item, lang }: { item: Item; lang: string }) {
  const { t } = useTranslation('mf-forum');
  const { author } = item;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  return (
    <Flex gap={8} align="center">
      <Avatar src={author.image ?? undefined} alt="" style={{ backgroundColor: '#0f766e', color: '#fff' }}>
        {initials(author)}
      </Avatar>
      <Flex vertical>
        <Typography.Text strong>
          <bdi>{`${author.firstName} ${author.lastName}`}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={item.createdAt}>{when}</time>
          {item.updatedAt !== item.createdAt && ` · ${t('edited')}`}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** Stored HTML as the server's allowlist sanitiser returned it, sanitised once more by the browser. */
export function HtmlBody({ html }: { html: string }) {
  return <SafeHtml className="forum-body" dir="auto" html={html} />;
}

/**
 * The three-dots menu: Edit/Delete for own content or staff, Report for others'. Delete and report ask first.
 * A real menu for keyboards: Enter or Space opens it with focus inside, arrows move, Escape closes it and
 * gives focus back to the button.
 */
export function ItemMenu(props: {
  item: Item;
  type: ForumItemType;
  onEdit(): void;
  onDelete(): void;
  onReport(): void;
}) {
  const { t } = useTranslation('mf-forum');
  const [modal, holder] = Modal.useModal();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The menu swallows Escape before the dropdown can hand focus back, so Escape is caught first here.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);
  const confirm = (title: string, then: () => void) =>
    modal.confirm({
      // The menu item that asked has gone with its menu: focus goes back to the menu's button.
      ...returnFocusAfter(focusChain(button.current)),
      title,
      okText: t('yes'),
      cancelText: t('no'),
      okButtonProps: { danger: true },
      onOk: then,
    });
  const items = [
    ...(props.item.canEdit
      ? [
          { key: 'edit', label: t('edit') },
          { key: 'delete', label: t('delete'), danger: true },
        ]
      : []),
    ...(props.item.canReport ? [{ key: 'report', label: t('report') }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <>
      {holder}
      <Dropdown
        trigger={['click']}
        autoFocus
        open={open}
        onOpenChange={setOpen}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'edit') props.onEdit();
            if (key === 'delete') confirm(t('confirmDelete'), props.onDelete);
            if (key === 'report') confirm(t('confirmReport'), props.onReport);
          },
        }}
      >
        <Button
          ref={button}
          type="text"
          aria-label={t(`actions.${props.type}`)}
          data-testid={`menu-${props.type}`}
        >
          ⋯
        </Button>
      </Dropdown>
    </>
  );
}
