import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { isRtl, LANGUAGES, type Lang, NATIVE_NAMES, navigate } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { useTranslation } from 'react-i18next';
import { languageHref } from './language-href';
import { useMenuButton } from './use-menu-button';

/** The header's language switch: a menu of the four languages, each named in itself. */
export function LanguageMenu() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header.language' });
  const lang = useLang();
  const { open, onOpenChange, close, triggerRef, popupRef, onTriggerKeyDown } = useMenuButton();
  const items: MenuProps['items'] = LANGUAGES.map((code) => ({
    key: code,
    label: (
      <span lang={code} className="mh-menu-label">
        {NATIVE_NAMES[code]}
        {code === lang && <span className="mh-vh"> ({t('current')})</span>}
      </span>
    ),
    extra: code === lang ? <CheckOutlined aria-hidden="true" /> : undefined,
  }));
  const choose: MenuProps['onClick'] = ({ key }) => {
    close();
    if (key !== lang) navigate(languageHref(key as Lang));
  };
  return (
    <Dropdown
      menu={{ items, onClick: choose }}
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      placement={isRtl(lang) ? 'bottomLeft' : 'bottomRight'}
      popupRender={(menu) => <div ref={popupRef}>{menu}</div>}
    >
      <Button
        ref={triggerRef}
        onKeyDown={onTriggerKeyDown}
        type="text"
        className="mh-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('button', { name: NATIVE_NAMES[lang] })}
        icon={<GlobalOutlined aria-hidden="true" />}
      >
        <span lang={lang}>{NATIVE_NAMES[lang]}</span>
        <DownOutlined className="mh-trigger__caret" aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
