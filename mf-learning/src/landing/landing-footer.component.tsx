import { LANGUAGES, NATIVE_NAMES, switchLangPath } from '@elearn/platform';
import { Link, useLang, useLocationHref } from '@elearn/ui';
import { useTranslation } from 'react-i18next';

function LanguageLinks() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.footer' });
  const current = useLang();
  const pathname = useLocationHref().split('?')[0]!;
  return (
    <nav aria-labelledby="ml-footer-language">
      <h2 id="ml-footer-language">{t('language')}</h2>
      <ul>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              to={switchLangPath(pathname, lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
            >
              {NATIVE_NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The landing page's footer: where guests (whose header has no language menu) pick a language. */
export function LandingFooter() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing' });
  const sections = [
    { id: 'about-us', label: t('about.title') },
    { id: 'services', label: t('footer.services') },
    { id: 'plans', label: t('plans.title') },
    { id: 'catalogue', label: t('footer.catalogue') },
  ];
  return (
    <footer className="ml-footer">
      <div className="ml-container">
        <div className="ml-footer__grid">
          <div>
            <p className="ml-footer__brand">Elearn</p>
            <p className="ml-footer__tagline">{t('footer.tagline')}</p>
          </div>
          <nav aria-labelledby="ml-footer-explore">
            <h2 id="ml-footer-explore">{t('footer.explore')}</h2>
            <ul>
              {sections.map(({ id, label }) => (
                <li key={id}>
                  <a href={`#${id}`}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageLinks />
        </div>
        <p className="ml-footer__bottom">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
