import { useState } from 'react';

/** A text being typed on the page: where (page coordinates 0–1) and at which size. */
export type TextDraft = { id: number; x: number; y: number; size: number; fromKeyboard: boolean };

/**
 * The box a text is typed in, over the konva stage where the text will be
 * drawn (konva cannot edit text on the canvas: konvajs.org "Editable Text").
 * Enter or leaving the box keeps the text, Shift+Enter starts a new line,
 * Escape drops it (and does not close the viewer dialog).
 */
export function PaintTextEditor({
  draft,
  left,
  top,
  fontSize,
  lineHeight,
  label,
  onDone,
}: {
  draft: TextDraft;
  left: number;
  top: number;
  fontSize: number;
  lineHeight: number;
  label: string;
  /** The typed text, or null when it was dropped; `byKey` when Enter/Escape ended it. */
  onDone: (text: string | null, byKey: boolean) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <textarea
      className="materials-paint-text"
      aria-label={label}
      dir="auto"
      rows={1}
      // biome-ignore lint/a11y/noAutofocus: the box opens because the user asked to type here
      autoFocus
      value={value}
      style={{ left, top, fontSize, lineHeight }}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => onDone(value, false)}
      onKeyDown={(e) => {
        if (e.nativeEvent.isComposing) return;
        if (e.key === 'Escape') {
          // The dialog closes on Escape from window: this Escape is the box's alone.
          e.stopPropagation();
          e.preventDefault();
          onDone(null, true);
        } else if (e.key === 'Enter' && !e.shiftKey) {
          e.preventDefault();
          onDone(value, true);
        }
      }}
      data-draft={draft.id}
    />
  );
}
