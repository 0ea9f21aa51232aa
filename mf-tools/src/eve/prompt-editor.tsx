import { Bold } from '@tiptap/extension-bold';
import { Code } from '@tiptap/extension-code';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Italic } from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { Markdown } from '@tiptap/markdown';
import { type Editor, EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import Button from 'antd/es/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  /** The question as Markdown; setting it from outside (cleared, enhanced, given back) replaces the text. */
  value: string;
  onChange: (markdown: string) => void;
  /** Enter without Shift: send. */
  onEnter: () => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  labelledBy: string;
  placeholder: string;
}

/** Enter sends (Shift+Enter stays HardBreak's line break). */
const EnterSends = Extension.create<{ send: { current: () => void } }>({
  name: 'enterSends',
  addOptions: () => ({ send: { current: () => {} } }),
  addKeyboardShortcuts() {
    return {
      Enter: () => {
        this.options.send.current();
        return true;
      },
    };
  },
});

/** The editable element's attributes: a labelled multi-line text box, invalid with its error when refused. */
const attributesOf = (p: Pick<Props, 'id' | 'labelledBy' | 'invalid' | 'describedBy'>) => ({
  id: p.id,
  class: 'mt-eve-editable',
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': p.labelledBy,
  ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
  ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
});

type Format = 'bold' | 'italic' | 'code' | 'bulletList' | 'orderedList';
const TOOLS: { format: Format; mark: string; run: (editor: Editor) => void }[] = [
  { format: 'bold', mark: 'B', run: (e) => e.chain().focus().toggleBold().run() },
  { format: 'italic', mark: 'I', run: (e) => e.chain().focus().toggleItalic().run() },
  { format: 'code', mark: '</>', run: (e) => e.chain().focus().toggleCode().run() },
  { format: 'bulletList', mark: '•', run: (e) => e.chain().focus().toggleBulletList().run() },
  { format: 'orderedList', mark: '1.', run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/**
 * Eve's rich-text question box: TipTap, as the forum's editor, with its Markdown extension (≈ 131 KB
 * gzip, loaded with the panel). Formatting
 * by toolbar, shortcuts (Ctrl+B, Ctrl+I) or Markdown typed as is (`**bold**`, `- item`); the value is
 * Markdown. Enter sends; Shift+Enter breaks the line.
 */
export function PromptEditor(props: Props) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'eve.format' });
  const emitted = useRef(props.value);
  const send = useRef(props.onEnter);
  send.current = props.onEnter;
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  const editor = useEditor({
    // What the toolbar offers and no more (StarterKit would bring links, headings, code blocks…).
    extensions: [
      Document,
      Paragraph,
      Text,
      Bold,
      Italic,
      Code,
      HardBreak,
      BulletList,
      OrderedList,
      ListItem,
      UndoRedo,
      Markdown,
      EnterSends.configure({ send }),
    ],
    content: props.value,
    contentType: 'markdown',
    editable: !props.disabled,
    editorProps: { attributes: attributesOf(props) },
    onUpdate: ({ editor: e }) => {
      const markdown = e.getMarkdown();
      if (markdown === emitted.current) return;
      emitted.current = markdown;
      onChange.current(markdown);
    },
  });

  // A value set from outside replaces the text; the box's own edits are already the value.
  useEffect(() => {
    if (!editor || props.value === emitted.current) return;
    emitted.current = props.value;
    editor.commands.setContent(props.value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, props.value]);
  useEffect(() => editor?.setEditable(!props.disabled), [editor, props.disabled]);
  // The attributes follow the form's state (invalid, its error's id).
  const { id, labelledBy, invalid, describedBy } = props;
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: attributesOf({ id, labelledBy, invalid, describedBy }) },
    });
  }, [editor, id, labelledBy, invalid, describedBy]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      !e || e.isDestroyed
        ? { empty: true, active: {} as Record<Format, boolean> }
        : {
            empty: e.isEmpty,
            active: Object.fromEntries(TOOLS.map((tool) => [tool.format, e.isActive(tool.format)])) as Record<
              Format,
              boolean
            >,
          },
  });

  return (
    <>
      <div className="mt-eve-toolbar" role="toolbar" aria-label={t('toolbar')}>
        {TOOLS.map((tool) => (
          <Button
            key={tool.format}
            size="small"
            type={state?.active[tool.format] ? 'primary' : 'default'}
            aria-label={t(tool.format)}
            aria-pressed={Boolean(state?.active[tool.format])}
            disabled={props.disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {/* The mark is drawn like an icon (CSS content), so the button's name is its label alone
                and no visible text is missing from it (axe: label-content-name-mismatch). */}
            <span dir="ltr" aria-hidden="true" className="mt-eve-mark" data-mark={tool.mark} />
          </Button>
        ))}
      </div>
      <div className={`mt-eve-editor${props.invalid ? ' is-invalid' : ''}`}>
        <EditorContent editor={editor} />
        {state?.empty && (
          <div className="mt-eve-placeholder" aria-hidden="true">
            {props.placeholder}
          </div>
        )}
      </div>
    </>
  );
}
