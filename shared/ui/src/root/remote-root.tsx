import { i18n } from '@elearn/i18n';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocale } from './antd-locale';
import { RemoteErrorBoundary } from './error-boundary';
import { theme } from './theme';

function Providers({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = current.language;
  return (
    <ConfigProvider direction={lang === 'ar' ? 'rtl' : 'ltr'} locale={antdLocale(lang)} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/** Wraps every mounted remote once: i18n, antd direction/locale/theme, error boundary. */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Providers>
        <RemoteErrorBoundary name={name}>{children}</RemoteErrorBoundary>
      </Providers>
    </I18nextProvider>
  );
}
