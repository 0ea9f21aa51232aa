import { reportError } from '@elearn/platform';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainNotice } from './plain-notice';

function CrashFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <PlainNotice text={t('remote.crashed')} action={t('remote.retry')} onAction={onRetry} />;
}

interface Props {
  /** Which remote this guards, for the error log. */
  name: string;
  children: ReactNode;
}

/** Contains a throwing remote to its own region: report it, show a translated fallback, offer Retry. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportError(error, { remote: this.props.name, componentStack: info.componentStack });
  }

  override render() {
    if (this.state.failed) return <CrashFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
