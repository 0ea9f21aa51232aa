import { LANGUAGES, NATIVE_NAMES } from '@elearn/platform';
import { Link, useLang, useLocationHref } from '@elearn/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageHref } from './language-href';

const menuItems = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The guest header's language switch (login and register pages included):
 * a menu button in plain HTML, since the guest path carries no antd
 * (docs/adr/0004). Enter, Space or ArrowDown opens it on the first language,
 * ArrowUp on the last; arrows, Home and End move; Escape closes it and gives
 * focus back to the button; Tab or a click outside closes it.
 */
export function GuestLanguageMenu() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header.language' });
  const lang = useLang();
  useLocationHref(); // re-render on navigation: the links keep the current path and query
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const items = () => menuItems(rootRef.current);

  useEffect(() => {
    if (!open) return;
    menuItems(rootRef.current)[focusIndex]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? LANGUAGES.length - 1 : 0);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const count = LANGUAGES.length;
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
      items()[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="mh-lang" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mh-btn mh-btn--ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('button', { name: NATIVE_NAMES[lang] })}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {/* A phone shows the code only (CSS): the full name would push Register off a 360 px screen. */}
        <span lang={lang} className="mh-lang__name">
          {NATIVE_NAMES[lang]}
        </span>
        {/* Drawn by CSS like an icon: its text would be visible text missing from the name (axe). */}
        <span className="mh-lang__code" aria-hidden="true" data-code={lang.toUpperCase()} />
        <span className="mh-lang__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div
          className="mh-lang__menu"
          id={menuId}
          role="menu"
          aria-label={t('title')}
          onKeyDown={onMenuKeyDown}
        >
          {LANGUAGES.map((code) => (
            <Link
              key={code}
              role="menuitem"
              tabIndex={-1}
              to={languageHref(code)}
              lang={code}
              hrefLang={code}
              aria-current={code === lang ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {NATIVE_NAMES[code]}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
