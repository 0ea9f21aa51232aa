import { abbreviateNumber } from '@elearn/platform';
import { ScopedStyle } from '@elearn/ui';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { bellCss } from './bell.styles';

interface Props {
  /** Names the button and the panel ("Notifications"). */
  label: string;
  /** The button's name when there is something new ("Notifications, 3 unseen"). */
  countLabel: string;
  count: number;
  /** The count is not known yet (first load). */
  busy: boolean;
  icon: ReactNode;
  /** A class for the panel, e.g. "mh-bell__panel--notifications". */
  className: string;
  /** Buttons beside the panel's title (refresh, mark all seen). */
  actions?: ReactNode;
  /** The panel's content; `close` closes it and gives focus back to the button. */
  children: (close: () => void) => ReactNode;
  /** Called each time the panel opens (e.g. to start loading the code of what its items open). */
  onOpen?: () => void;
}

/**
 * A header button with a count badge that opens a panel below it. Not an antd
 * Dropdown (Tab would close it) nor a Popover (a tooltip to screen readers):
 * a disclosure that takes focus, closes on Escape or a click outside, and
 * mirrors itself in Arabic through logical CSS properties.
 */
export function HeaderBell({
  label,
  countLabel,
  count,
  busy,
  icon,
  className,
  actions,
  children,
  onOpen,
}: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    if (!open) return;
    onOpenRef.current?.();
    panelRef.current?.focus();
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Element | null;
      // Clicks inside a dialog this panel opened (rendered in a portal) are not "outside".
      if (rootRef.current?.contains(target) || target?.closest?.('.ant-modal-root, .ant-modal-wrap')) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div className="mh-bell" ref={rootRef}>
      <ScopedStyle name="bells" css={bellCss} />
      <Button
        ref={triggerRef}
        type="text"
        className="mh-bell__button"
        aria-expanded={open}
        aria-busy={busy}
        onClick={() => setOpen((current) => !current)}
      >
        {/* The badge is for the eye; the exact count is in the button's name. */}
        <span aria-hidden="true" className="mh-bell__badge">
          <Badge count={count > 0 ? abbreviateNumber(count) : 0} size="small" offset={[2, -2]}>
            <span className="mh-bell__icon">{icon}</span>
          </Badge>
        </span>
        <span className="mh-vh">{count > 0 ? countLabel : label}</span>
      </Button>
      {open && (
        <div
          ref={panelRef}
          className={`mh-bell__panel ${className}`}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          <div className="mh-bell__head">
            <h2 className="mh-bell__title" id={headingId}>
              {label}
            </h2>
            {actions}
          </div>
          {children(close)}
        </div>
      )}
    </div>
  );
}
