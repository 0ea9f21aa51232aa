import { Link } from '@elearn/ui';
import type { ComponentProps } from 'react';

type Variant = 'primary' | 'default' | 'outline' | 'link';

type Props = ComponentProps<typeof Link> & { variant?: Variant; size?: 'md' | 'lg'; block?: boolean };

/**
 * A link styled as a button (one <a>, never a button inside a link). Plain
 * HTML and CSS: the guest landing carries no antd (docs/adr/0004).
 */
export function ButtonLink({ variant = 'default', size = 'md', block, className, ...rest }: Props) {
  const classes = [
    'ml-btn',
    `ml-btn--${variant}`,
    size === 'lg' && 'ml-btn--lg',
    block && 'ml-btn--block',
    className,
  ];
  return <Link className={classes.filter(Boolean).join(' ')} {...rest} />;
}
