import { parseLangPath } from '@elearn/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface BeforeRouting {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

/** The page part of an address: the same page in another language is not leaving it. */
const pageOf = (url: string) => {
  const { pathname } = new URL(url, window.location.origin);
  return parseLangPath(pathname)?.rest ?? pathname;
};

/**
 * Warns before unsaved work is lost while `active` (the materials tree's changes, a
 * course wizard draft save still on its way): the browser's own prompt when the tab
 * closes or reloads, and a translated confirm on a move inside the site (a link, the
 * menu, Back), which stays on the page when the user declines. The site's moves go
 * through single-spa, whose `before-routing-event` may cancel them.
 */
export function useLeaveWarning(active: boolean): void {
  const { t } = useTranslation('common');
  const question = t('leave.confirm');
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const warnInSite = (event: Event) => {
      const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<BeforeRouting>).detail ?? {};
      if (!cancelNavigation || !oldUrl || !newUrl || pageOf(oldUrl) === pageOf(newUrl)) return;
      if (!window.confirm(question)) cancelNavigation();
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('single-spa:before-routing-event', warnInSite);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('single-spa:before-routing-event', warnInSite);
    };
  }, [active, question]);
}
