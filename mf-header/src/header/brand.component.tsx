import { withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import { useTranslation } from 'react-i18next';

/** The site's name and mark, linking home (/{lang}). */
export function Brand() {
  const { t } = useTranslation('mf-header');
  const lang = useLang();
  return (
    <Link className="mh-brand" to={withLang(lang, '/')}>
      <svg className="mh-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1f5fbf" />
        <path
          d="M7 10.5c3-1.4 6-1.2 9 .8 3-2 6-2.2 9-.8v11.5c-3-1.4-6-1.2-9 .8-3-2-6-2.2-9-.8z"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M16 11.3v11.5" stroke="#fff" strokeWidth="1.8" />
      </svg>
      <span className="mh-brand__text">{t('brand')}</span>
    </Link>
  );
}
