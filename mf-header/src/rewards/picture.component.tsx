import type { ReactNode } from 'react';

/** A decorative picture (its name is written beside it), or an icon in the same box when there is none. */
export function Picture({
  src,
  className,
  fallback,
}: {
  src: string | null;
  className: string;
  fallback: ReactNode;
}) {
  if (src) return <img className={className} src={src} alt="" />;
  return (
    <span className={`${className} mh-picture__icon`} aria-hidden="true">
      {fallback}
    </span>
  );
}
