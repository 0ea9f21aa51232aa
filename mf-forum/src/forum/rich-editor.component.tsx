import { Button, Flex, Space, Typography } from '@elearn/ui/antd';
import { useId, useState } from 'react';
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Stored HTML back to editable text (paragraphs become blank-line separated). */
function toText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<\/p>\s*<p>/g, '</p>\n\n<p>'), 'text/html');
  return doc.body.textContent ?? '';
}

/** Text to HTML: paragraphs, line breaks, images as their own paragraph. The server sanitises it again. */
function toHtml(text: string, images: string[]): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return [...paragraphs, ...images.map((src) => `<p><img src="${escapeHtml(src)}" alt=""></p>`)].join('');
}

/**
 * The forum's editor: plain text in paragraphs plus uploaded images; submit
 * stays disabled while it is empty. (A TipTap editor crashed in the production
 * build; see mf-forum/README.md.)
 */
export function RichEditor({ initial = '', placeholder, submitLabel, onSubmit, onCancel, testId }: Props) {
  const { t } = useTranslation('mf-forum');
  const id = useId();
  const [text, setText] = useState(() => (initial ? toText(initial) : ''));
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [imageError, setImageError] = useState(false);
  const empty = text.trim() === '' && images.length === 0;

  const submit = async () => {
    if (empty) return;
    setBusy(true);
    const done = await onSubmit(toHtml(text, images));
    setBusy(false);
    if (done) {
      setText('');
      setImages([]);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const result = await forumApi.uploadImage(file);
    setImageError(!result.ok);
    if (result.ok) setImages((before) => [...before, result.data.url]);
  };

  return (
    <div className="forum-editor" data-testid={testId}>
      <label htmlFor={id} className="forum-visually-hidden">
        {placeholder}
      </label>
      <textarea
        id={id}
        className="forum-editor-input"
        placeholder={placeholder}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      {images.length > 0 && (
        <Space wrap>
          {images.map((src) => (
            <img key={src} src={src} alt="" style={{ maxHeight: 64 }} />
          ))}
        </Space>
      )}
      {imageError && <Typography.Text type="danger">{t('editor.imageError')}</Typography.Text>}
      <Flex gap={8} justify="space-between" align="center">
        <label className="forum-image-button">
          {t('editor.image')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <Flex gap={8}>
          {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
          <Button type="primary" disabled={empty} loading={busy} onClick={submit}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
