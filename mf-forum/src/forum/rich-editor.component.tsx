import { Button, Flex, Space, Typography } from '@elearn/ui/antd';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forumApi } from './forum.resource';

interface Props {
  initial?: string;
  placeholder: string;
  submitLabel: string;
  onSubmit(html: string): Promise<boolean>;
  onCancel?(): void;
  testId?: string;
}

/** TipTap editor with a small toolbar; submit stays disabled while the content is empty. */
export function RichEditor({ initial = '', placeholder, submitLabel, onSubmit, onCancel, testId }: Props) {
  const { t } = useTranslation('mf-forum');
  const [busy, setBusy] = useState(false);
  const [imageError, setImageError] = useState(false);
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
        'data-placeholder': placeholder,
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      empty: !e || (e.isEmpty && !e.getHTML().includes('<img')),
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
    }),
  });

  const submit = async () => {
    if (!editor || state.empty) return;
    setBusy(true);
    const done = await onSubmit(editor.getHTML());
    setBusy(false);
    if (done) editor.commands.clearContent();
  };
  const addLink = () => {
    const href = window.prompt(t('editor.linkPrompt'));
    if (href && /^(https?:|mailto:)/i.test(href)) editor?.chain().focus().setLink({ href }).run();
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await forumApi.uploadImage(file);
    setImageError(!result.ok);
    if (result.ok) editor?.chain().focus().setImage({ src: result.data.url, alt: '' }).run();
  };
  const tool = (label: string, action: () => void, pressed?: boolean) => (
    <Button size="small" type={pressed ? 'primary' : 'default'} aria-pressed={pressed} onClick={action}>
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
        {tool(t('editor.link'), addLink)}
        {tool(t('editor.image'), () => fileInput.current?.click())}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={upload}
        />
      </Space>
      <EditorContent editor={editor} />
      {imageError && <Typography.Text type="danger">{t('editor.imageError')}</Typography.Text>}
      <Flex gap={8} justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        <Button type="primary" disabled={state.empty} loading={busy} onClick={submit}>
          {submitLabel}
        </Button>
      </Flex>
    </div>
  );
}
