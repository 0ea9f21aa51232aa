import { isRtl } from '@elearn/platform';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAntdLocale, loadedAntdLocale } from './antd-locale';
import { theme } from './theme';

/** antd's strings for `lang`; while they load, the last shown ones stay (none on a first render). */
function useAntdLocale(lang: string): { locale: Locale | undefined; ready: boolean } {
  const now = loadedAntdLocale(lang);
  const [last, setLast] = useState<{ locale: Locale | undefined } | null>(
    now === false ? null : { locale: now },
  );
  useEffect(() => {
    if (now !== false) return setLast({ locale: now });
    let current = true;
    void loadAntdLocale(lang).then((locale) => {
      if (current) setLast({ locale });
    });
    return () => {
      current = false;
    };
  }, [lang, now]);
  if (now !== false) return { locale: now, ready: true };
  return { locale: last?.locale, ready: last !== null };
}

/** While antd's strings load: laid out as if absent, unseen and out of reach. */
const WAITING = { display: 'contents', visibility: 'hidden' } as const;
const SHOWN = { display: 'contents' } as const;

/**
 * antd's direction (Arabic is right to left), locale and theme for the
 * components inside. Wrap every screen that uses antd in it; screens without
 * antd (the guest landing) skip it and never load antd. On a first render in a
 * language whose antd strings have not loaded yet, the screen is rendered but
 * hidden for that moment rather than flash English labels. It is never left
 * out: a screen that reads a query above this scope and shows it inside would
 * otherwise render later from a stale result, and TanStack Query, which only
 * notifies about the fields a render read, would never tell it the data came.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { locale, ready } = useAntdLocale(lang);
  return (
    <ConfigProvider direction={isRtl(lang) ? 'rtl' : 'ltr'} locale={locale} theme={theme}>
      <div style={ready ? SHOWN : WAITING} inert={!ready}>
        {children}
      </div>
    </ConfigProvider>
  );
}
