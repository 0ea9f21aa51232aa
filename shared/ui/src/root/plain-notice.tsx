import type { ReactNode } from 'react';

const box = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 32 } as const;
const button = {
  font: 'inherit',
  padding: '6px 16px',
  border: 0,
  borderRadius: 8,
  background: '#1f5fbf',
  color: '#fff',
  cursor: 'pointer',
} as const;

/**
 * A message with one action, in plain HTML: what a region shows when its remote
 * failed. It must work when nothing else does, and costs no antd download.
 */
export function PlainNotice({
  text,
  action,
  onAction,
  busy,
}: {
  text: ReactNode;
  action: string;
  onAction: () => void;
  busy?: boolean;
}) {
  return (
    <div role="alert" style={box}>
      <span>{text}</span>
      <button type="button" style={button} onClick={onAction} disabled={busy} aria-busy={busy}>
        {action}
      </button>
    </div>
  );
}
