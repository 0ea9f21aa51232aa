import { bus, isRtl, LANGUAGES, NATIVE_NAMES, navigate, withLang } from '@elearn/platform';
import { Link, useLang, useRestPath, useReturnFocus } from '@elearn/ui';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import type { HeaderLink } from './header-links';
import { languageHref } from './language-href';

interface Props {
  drawerId: string;
  open: boolean;
  links: HeaderLink[];
  close: () => void;
}

/**
 * The phone menu's drawer: Eve (the bar has no room for her button under 576px), the navigation
 * and the language choice. Loaded on its first opening.
 */
export function MobileMenuDrawer({ drawerId, open, links, close }: Props) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header' });
  const lang = useLang();
  const rest = useRestPath();
  const focus = useReturnFocus(open);
  return (
    <Drawer
      focusable={focus.focusable}
      id={drawerId}
      open={open}
      onClose={close}
      title={t('menuTitle')}
      placement={isRtl(lang) ? 'right' : 'left'}
      size={300}
      rootClassName="mh-drawer"
    >
      <Button
        block
        className="mh-drawer__eve"
        onClick={() => {
          close();
          bus.emit('ui:open-eve');
        }}
      >
        {t('askEve')}
      </Button>
      {links.length > 0 && (
        <nav aria-label={t('mainNav')}>
          <ul className="mh-drawer__list">
            {links.map((link) => (
              <li key={link.rest}>
                <Link
                  to={withLang(lang, link.rest)}
                  aria-current={rest === link.rest ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-labelledby={`${drawerId}-lang`}>
        <h2 className="mh-drawer__heading" id={`${drawerId}-lang`}>
          {t('language.title')}
        </h2>
        <ul className="mh-drawer__list">
          {LANGUAGES.map((code) => (
            <li key={code}>
              <Link
                to={languageHref(code)}
                lang={code}
                hrefLang={code}
                aria-current={code === lang ? 'true' : undefined}
                onClick={(event) => {
                  close();
                  // The anchor may have changed since this rendered (a hash change re-renders nothing).
                  event.preventDefault();
                  navigate(languageHref(code));
                }}
              >
                {NATIVE_NAMES[code]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
