import { CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list';
import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  BOLD_STAR,
  CODE,
  INLINE_CODE,
  ITALIC_STAR,
  LINK,
  ORDERED_LIST,
  QUOTE,
  STRIKETHROUGH,
  UNORDERED_LIST,
} from '@lexical/markdown';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { QuoteNode } from '@lexical/rich-text';
import Button from 'antd/es/button';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  KEY_ENTER_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type TextFormatType,
} from 'lexical';
import { type MutableRefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the box writes as Markdown: Eve reads Markdown, and the thread shows it rendered. */
const MARKDOWN = [
  UNORDERED_LIST,
  ORDERED_LIST,
  QUOTE,
  CODE,
  LINK,
  INLINE_CODE,
  BOLD_STAR,
  ITALIC_STAR,
  STRIKETHROUGH,
];
const NODES = [ListNode, ListItemNode, QuoteNode, CodeNode, LinkNode];

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

/** Puts a value set from outside into the editor; its own edits (already the value) are left alone. */
function ValueSync({ value, emitted }: { value: string; emitted: MutableRefObject<string> }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.update(() => $convertFromMarkdownString(value, MARKDOWN));
  }, [editor, value, emitted]);
  return null;
}

function Behaviour({ onEnter, disabled }: { onEnter: () => void; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const send = useRef(onEnter);
  send.current = onEnter;
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  useEffect(
    () =>
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          if (!event || event.shiftKey) return false;
          event.preventDefault();
          send.current();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}

const FORMATS: { format: TextFormatType; key: string; mark: string }[] = [
  { format: 'bold', key: 'bold', mark: 'B' },
  { format: 'italic', key: 'italic', mark: 'I' },
  { format: 'code', key: 'code', mark: '</>' },
];

const LISTS = [
  { key: 'bulletList', command: INSERT_UNORDERED_LIST_COMMAND, mark: '•' },
  { key: 'numberedList', command: INSERT_ORDERED_LIST_COMMAND, mark: '1.' },
] as const;

/** Bold, italic, code and the two lists; each button says whether the selection has its format. */
function Toolbar({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'eve.format' });
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<Record<string, boolean>>({});
  useEffect(() => {
    const read = () => {
      const selection = $getSelection();
      if ($isRangeSelection(selection))
        setActive(Object.fromEntries(FORMATS.map((f) => [f.format, selection.hasFormat(f.format)])));
      return false;
    };
    const offSelection = editor.registerCommand(SELECTION_CHANGE_COMMAND, read, COMMAND_PRIORITY_HIGH);
    const offUpdate = editor.registerUpdateListener(({ editorState }) => editorState.read(read));
    return () => {
      offSelection();
      offUpdate();
    };
  }, [editor]);
  return (
    <div className="mt-eve-toolbar" role="toolbar" aria-label={t('toolbar')}>
      {FORMATS.map((f) => (
        <Button
          key={f.format}
          size="small"
          type={active[f.format] ? 'primary' : 'default'}
          aria-label={t(f.key)}
          aria-pressed={Boolean(active[f.format])}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f.format)}
        >
          {f.mark}
        </Button>
      ))}
      {LISTS.map((list) => (
        <Button
          key={list.key}
          size="small"
          aria-label={t(list.key)}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.dispatchCommand(list.command, undefined)}
        >
          <span dir="ltr">{list.mark}</span>
        </Button>
      ))}
    </div>
  );
}

/**
 * Eve's rich-text question box (Lexical): formatting by toolbar, shortcuts (Ctrl+B, Ctrl+I) or
 * Markdown typed as is (`**bold**`, `- item`), kept as Markdown. Enter sends; Shift+Enter breaks the line.
 */
export function PromptEditor(props: Props) {
  const emitted = useRef(props.value);
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'eve-prompt',
        nodes: NODES,
        editable: !props.disabled,
        editorState: () => $convertFromMarkdownString(props.value, MARKDOWN),
        theme: { text: { bold: 'mt-eve-bold', italic: 'mt-eve-italic', code: 'mt-eve-code' } },
        onError: (error) => {
          throw error;
        },
      }}
    >
      <Toolbar disabled={props.disabled} />
      <div className={`mt-eve-editor${props.invalid ? ' is-invalid' : ''}`}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={props.id}
              className="mt-eve-editable"
              aria-labelledby={props.labelledBy}
              aria-describedby={props.describedBy}
              aria-invalid={props.invalid || undefined}
              aria-multiline
              role="textbox"
              aria-placeholder={props.placeholder}
              placeholder={<div className="mt-eve-placeholder">{props.placeholder}</div>}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <MarkdownShortcutPlugin transformers={MARKDOWN} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(state) =>
          state.read(() => {
            const markdown = $convertToMarkdownString(MARKDOWN);
            if (markdown === emitted.current) return;
            emitted.current = markdown;
            props.onChange(markdown);
          })
        }
      />
      <ValueSync value={props.value} emitted={emitted} />
      <Behaviour onEnter={props.onEnter} disabled={props.disabled} />
    </LexicalComposer>
  );
}
