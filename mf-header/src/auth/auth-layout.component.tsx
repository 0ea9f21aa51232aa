import { ScopedStyle } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import type { ReactNode } from 'react';
import { commonCss } from '../common/common.styles';
import { authCss } from './auth.styles';

interface Props {
  titleId: string;
  title: string;
  lead: string;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in and register pages: a card with a heading and a short lead. */
export function AuthLayout({ titleId, title, lead, wide, children }: Props) {
  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="auth" css={authCss} />
      <div className="mh-auth">
        <section className={`mh-auth__card${wide ? ' mh-auth__card--wide' : ''}`} aria-labelledby={titleId}>
          <h1 className="mh-auth__title" id={titleId}>
            {title}
          </h1>
          <p className="mh-auth__lead">{lead}</p>
          {children}
        </section>
      </div>
    </AntdScope>
  );
}
