import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { isRtl, LANGUAGES, NATIVE_NAMES, navigate, withLang } from '@elearn/platform';
import { Link, useLang, useRestPath } from '@elearn/ui';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderLink } from './header-links';
import { languageHref } from './language-href';

/**
 * On narrow screens the navigation and the language choice move into a
 * drawer opened from the menu button (CSS decides which one shows).
 */
export function MobileMenu({ links }: { links: HeaderLink[] }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header' });
  const lang = useLang();
  const rest = useRestPath();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        className="mh-menu-toggle"
        aria-label={t('openMenu')}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        icon={<MenuOutlined aria-hidden="true" />}
        onClick={() => setOpen(true)}
      />
      <Drawer
        id={drawerId}
        open={open}
        onClose={close}
        title={t('menuTitle')}
        placement={isRtl(lang) ? 'right' : 'left'}
        size={300}
        rootClassName="mh-drawer"
      >
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
    </>
  );
}
