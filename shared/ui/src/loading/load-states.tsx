import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainNotice } from '../root/plain-notice';
import { Link } from '../routing/link';
import { useLang } from '../routing/use-lang';

// Plain HTML and inline styles: the guest landing shows these and loads no antd (ADR 0004).
const box: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: 24,
  textAlign: 'center',
};
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * Data on its way. With `children` (a placeholder in the shape of what is
 * coming) the label is read to screen readers only; without, it is shown.
 */
export function LoadingState({ label, children }: { label?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  if (!children) {
    return (
      <div role="status" aria-busy="true" style={box}>
        {text}
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <span role="status" style={hidden}>
        {text}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Loaded, and nothing to show; `children` is what the user can do about it. */
export function EmptyState({
  message,
  icon,
  children,
}: {
  message?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div role="status" style={box}>
      {icon}
      <p style={{ margin: 0 }}>{message ?? t('state.empty')}</p>
      {children}
    </div>
  );
}

/** Could not load: say so and offer to try again (busy while the retry runs). */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
  busy,
}: {
  message?: string;
  /** The remote's own word for "Retry", where it has one. */
  retryLabel?: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <PlainNotice
      text={message ?? t('state.failed')}
      action={retryLabel ?? t('state.retry')}
      onAction={onRetry}
      busy={busy}
    />
  );
}

/** The thing asked for is not there (deleted, or a wrong link), with a way back. */
export function NotFoundState({
  title,
  message,
  back,
}: {
  title?: string;
  message?: string;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation('common');
  return (
    <section role="alert" aria-labelledby="el-not-found-title" style={box}>
      <h1 id="el-not-found-title" style={{ margin: 0, fontSize: 22 }}>
        {title ?? t('state.gone')}
      </h1>
      <p style={{ margin: 0 }}>{message ?? t('state.goneBody')}</p>
      <Link to={back.to}>{back.label}</Link>
    </section>
  );
}

/**
 * The server refused the page (403: this account may not open it) or has no
 * such thing (404): a translated refusal with a way back, never a crash.
 * Without `back`, the way back is the dashboard.
 */
export function RefusalState({
  status,
  title,
  back,
}: {
  status: 403 | 404;
  title?: string;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const way = back ?? { to: `/${lang}/dashboard`, label: t('state.toDashboard') };
  return (
    <NotFoundState
      title={title ?? t(status === 403 ? 'state.forbidden' : 'state.gone')}
      message={t(status === 403 ? 'state.forbiddenBody' : 'state.goneBody')}
      back={way}
    />
  );
}
