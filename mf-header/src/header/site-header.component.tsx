import { ScopedStyle, useSession } from '@elearn/ui';
import { lazy, Suspense } from 'react';
import { commonCss } from '../common/common.styles';
import { withMemberStrings } from '../locales/member-strings';
import { Brand } from './brand.component';
import { GuestHeader } from './guest-header.component';
import { headerCss } from './header.styles';

// Guests never download the signed-in header, the antd parts it uses (docs/adr/0004) nor its strings.
const MemberHeader = lazy(
  withMemberStrings(() =>
    import('./member-header.component').then((module) => ({ default: module.MemberHeader })),
  ),
);

/** The header region: the guest bar, or the signed-in header once there is a session. */
export function SiteHeader() {
  const user = useSession();
  return (
    <>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="header" css={headerCss} />
      {user ? (
        <Suspense
          fallback={
            <div className="mh-bar">
              <Brand />
            </div>
          }
        >
          <MemberHeader user={user} />
        </Suspense>
      ) : (
        <GuestHeader />
      )}
    </>
  );
}
