import { i18n } from '@elearn/i18n';

/**
 * The page's "Skip to content" link (index.html, before any remote) in the page's language:
 * set once the strings are loaded, and again on each change of language.
 */
export function translateSkipLink(): void {
  const link = document.querySelector<HTMLAnchorElement>('.skip-link');
  if (!link) return;
  const translate = () => {
    link.textContent = i18n.t('common:skipToContent');
  };
  translate();
  i18n.on('languageChanged', translate);
}
