import { isRtl } from '@elearn/platform';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from './antd-locale';
import { theme } from './theme';

/**
 * antd's direction (Arabic is right to left), locale and theme for the
 * components inside. Wrap every screen that uses antd in it; screens without
 * antd (the guest landing) skip it and never load antd.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ConfigProvider direction={isRtl(lang) ? 'rtl' : 'ltr'} locale={antdLocale(lang)} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
