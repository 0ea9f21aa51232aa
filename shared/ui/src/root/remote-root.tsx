import { i18n } from '@elearn/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../loading/query-client';
import { RemoteErrorBoundary } from './error-boundary';
import { RemoteNameContext } from './remote-name';

/**
 * Wraps every mounted remote once: the shared i18n instance, the page's one
 * query cache, the remote's name (for its scoped styles) and an error boundary. No antd here, so the guest landing never loads it; screens that use
 * antd add <AntdScope> from '@elearn/ui/antd' (ADR 0004).
 */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RemoteNameContext value={name}>
          <RemoteErrorBoundary name={name}>{children}</RemoteErrorBoundary>
        </RemoteNameContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
