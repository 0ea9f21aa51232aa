import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorLine, HtmlBody, ItemMenu } from './forum.components';
import { type ForumItemType, type ForumPost, forumApi } from './forum.resource';
import { RichEditor } from './rich-editor.component';

type Item = Pick<
  ForumPost,
  'id' | 'content' | 'author' | 'createdAt' | 'updatedAt' | 'canEdit' | 'canReport'
>;

/**
 * A post, comment or reply: author line, menu (edit, delete, report) and body,
 * edited in place. `onEdited` gets the saved body and its edit time; `onGone`
 * runs once the server deleted it or took the report.
 */
export function ForumItemBody(props: {
  item: Item;
  type: ForumItemType;
  lang: string;
  onEdited(change: { content: string; updatedAt: string }): void;
  onGone(): void;
}) {
  const { item, type } = props;
  const { t } = useTranslation('mf-forum');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Flex justify="space-between" align="start">
        <AuthorLine item={item} lang={props.lang} />
        <ItemMenu
          item={item}
          type={type}
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            if ((await forumApi.remove(type, item.id)).ok) props.onGone();
          }}
          onReport={async () => {
            if ((await forumApi.report(type, item.id)).ok) props.onGone();
          }}
        />
      </Flex>
      {editing ? (
        <RichEditor
          initial={item.content}
          placeholder={t('edit')}
          submitLabel={t('save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (html) => {
            const result = await forumApi.update(type, item.id, html);
            if (!result.ok) return result;
            props.onEdited({ content: result.data.content, updatedAt: new Date().toISOString() });
            setEditing(false);
            return result;
          }}
        />
      ) : (
        <HtmlBody html={item.content} />
      )}
    </>
  );
}
