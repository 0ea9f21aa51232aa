import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section's data could not load: say so and offer to try again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('mf-learning');
  return (
    <div className="ml-state ml-alert" role="alert">
      <ExclamationCircleOutlined className="ml-alert__icon" aria-hidden="true" />
      <p className="ml-alert__text">{message}</p>
      <button type="button" className="ml-btn ml-btn--default ml-btn--sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A section loaded but has nothing to show; `children` is what to do about it. */
export function SectionEmpty({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="ml-state ml-empty">
      <InboxOutlined className="ml-empty__icon" aria-hidden="true" />
      <p>{message}</p>
      {children}
    </div>
  );
}

/** Grey blocks in the shape of what is coming, plus a status line for screen readers. */
export function SectionLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <p className="ml-visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </>
  );
}

/** One grey line of a loading placeholder. */
export const SkeletonLine = ({ width = '100%', height = 14 }: { width?: string; height?: number }) => (
  <span className="ml-skeleton" style={{ width, height }} />
);
