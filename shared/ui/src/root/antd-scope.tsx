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

/**
 * antd's direction (Arabic is right to left), locale and theme for the
 * components inside. Wrap every screen that uses antd in it; screens without
 * antd (the guest landing) skip it and never load antd. On a first render in a
 * language whose antd strings have not loaded yet, it renders nothing for that
 * moment rather than flash English labels.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { locale, ready } = useAntdLocale(lang);
  if (!ready) return null;
  return (
    <ConfigProvider direction={isRtl(lang) ? 'rtl' : 'ltr'} locale={locale} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
