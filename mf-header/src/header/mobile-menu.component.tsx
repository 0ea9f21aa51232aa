import MenuOutlined from '@ant-design/icons/MenuOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../common/use-opened-once';
import type { HeaderLink } from './header-links';

// antd's Drawer (and the Skeleton it brings) loads when a phone user first opens the menu.
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu.drawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

/**
 * On narrow screens the navigation and the language choice move into a
 * drawer opened from the menu button (CSS decides which one shows).
 */
export function MobileMenu({ links }: { links: HeaderLink[] }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header' });
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const drawerId = useId();
  return (
    <>
      <Button
        type="text"
        className="mh-menu-toggle"
        aria-label={t('openMenu')}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        icon={<MenuOutlined aria-hidden="true" />}
        onClick={() => setOpen(true)}
      />
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer drawerId={drawerId} open={open} links={links} close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
