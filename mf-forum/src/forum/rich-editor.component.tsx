import { htmlHasContent } from '@elearn/contracts/text';
import { useRestPath } from '@elearn/ui';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Answer, forumApi } from './forum.resource';
import { isLinkAddress } from './link-address';
import { uploadErrorKey } from './upload-error';

interface Props {
  initial?: string;
  placeholder: string;
  submitLabel: string;
  /** Saves the HTML; a refusal (422) is shown under the editor, which keeps the text. */
  onSubmit(html: string): Promise<Answer<unknown>>;
  onCancel?(): void;
  testId?: string;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
/** The API's content errors (`validation.forum.*`) this remote words itself. */
const CONTENT_ERRORS = ['empty', 'tooLong'] as const;
const errorOf = (key: string | undefined) =>
  CONTENT_ERRORS.find((name) => key === `validation.forum.${name}`) ?? 'invalid';

/**
 * The forum's rich-text editor (TipTap): bold, italic, lists, quote, code,
 * links and uploaded images. Submit stays disabled until a reader would see
 * something (spaces or invisible characters alone are empty). The HTML it
 * produces is sanitised again by the server.
 */
export function RichEditor({ initial = '', placeholder, submitLabel, onSubmit, onCancel, testId }: Props) {
  const { t } = useTranslation('mf-forum');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  // Every forum page is under /course/{seo}/: images go to that course's forum.
  const course = /^\/course\/([^/]+)/.exec(useRestPath())?.[1] ?? '';
  const [refusal, setRefusal] = useState<(typeof CONTENT_ERRORS)[number] | 'invalid' | null>(null);
  const [link, setLink] = useState<{ href: string; invalid: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Image,
    ],
    content: initial,
    editorProps: {
      attributes: {
        'aria-label': placeholder,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'forum-editor-input',
      },
    },
  });
  const state = useEditorState({
    editor,
    // useEditor destroys and recreates its editor when the component remounts;
    // the selector may still run once on the destroyed one (schema null).
    selector: ({ editor: e }) =>
      !e || e.isDestroyed
        ? { empty: true, bold: false, italic: false }
        : {
            empty: !htmlHasContent(e.getHTML()),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
          },
  });

  const submit = async () => {
    if (!editor || state.empty) return;
    setBusy(true);
    const result = await onSubmit(editor.getHTML());
    setBusy(false);
    setRefusal(!result.ok && result.status === 422 ? errorOf(result.key) : null);
    if (result.ok) editor.commands.clearContent();
  };
  const applyLink = () => {
    if (!link) return;
    if (!isLinkAddress(link.href)) {
      setLink({ ...link, invalid: true });
      return;
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href: link.href.trim() }).run();
    setLink(null);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const result = await forumApi.uploadImage(course, file);
    setUploading(false);
    setImageError(result.ok ? null : uploadErrorKey(result.code, result.key));
    if (result.ok) editor?.chain().focus().setImage({ src: result.data.url, alt: '' }).run();
  };
  const tool = (label: string, action: () => void, pressed?: boolean) => (
    <Button
      size="small"
      type={pressed ? 'primary' : 'default'}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {label}
    </Button>
  );

  return (
    <div className="forum-editor" data-testid={testId}>
      <Space wrap size={4} role="toolbar" aria-label={t('editor.label')}>
        {tool(t('editor.bold'), () => editor?.chain().focus().toggleBold().run(), state.bold)}
        {tool(t('editor.italic'), () => editor?.chain().focus().toggleItalic().run(), state.italic)}
        {tool(t('editor.bulletList'), () => editor?.chain().focus().toggleBulletList().run())}
        {tool(t('editor.orderedList'), () => editor?.chain().focus().toggleOrderedList().run())}
        {tool(t('editor.quote'), () => editor?.chain().focus().toggleBlockquote().run())}
        {tool(t('editor.code'), () => editor?.chain().focus().toggleCodeBlock().run())}
        {tool(t('editor.link'), () =>
          setLink({ href: editor?.getAttributes('link').href ?? 'https://', invalid: false }),
        )}
        <Button size="small" loading={uploading} onClick={() => fileInput.current?.click()}>
          {t('editor.image')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          data-testid="image-input"
          onChange={upload}
        />
      </Space>
      {link && (
        <Flex gap={8} align="start" className="forum-link-field">
          <Flex vertical flex={1}>
            <Input
              size="small"
              autoFocus
              aria-label={t('editor.linkPrompt')}
              aria-invalid={link.invalid}
              value={link.href}
              style={{ direction: 'ltr' }}
              onChange={(event) => setLink({ href: event.target.value, invalid: false })}
              onPressEnter={applyLink}
              onKeyDown={(event) => event.key === 'Escape' && setLink(null)}
            />
            {link.invalid && (
              <Typography.Text type="danger" role="alert">
                {t('editor.linkInvalid')}
              </Typography.Text>
            )}
          </Flex>
          <Button size="small" type="primary" onClick={applyLink}>
            {t('editor.linkApply')}
          </Button>
          <Button size="small" onClick={() => setLink(null)}>
            {t('cancel')}
          </Button>
        </Flex>
      )}
      <EditorContent editor={editor} />
      {imageError && (
        <Typography.Text type="danger" role="alert">
          {t(imageError)}
        </Typography.Text>
      )}
      {refusal && (
        <Typography.Text type="danger" role="alert">
          {t(`errors.${refusal}`)}
        </Typography.Text>
      )}
      <Flex gap={8} justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        <Button type="primary" disabled={state.empty} loading={busy} onClick={submit}>
          {submitLabel}
        </Button>
      </Flex>
    </div>
  );
}
