import { expect, test } from '@playwright/test';
import { HeaderAlerts } from '../pages/header-alerts.page';

// Headless Chromium has no push service: these check the switch's states and the service
// worker; the pushes themselves are tested against a local push service in api/test/push.test.ts.
const SWITCH = 'Browser notifications on this device';

test.describe('browser notifications on this device (mf-header profile)', () => {
  test('a browser that blocks notifications says how to allow them again', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({});
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    // What a user's "Block" leaves behind (Playwright can grant permissions, not deny them).
    const cdp = await learner.page.context().newCDPSession(learner.page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin,
      browserContextId: targetInfo.browserContextId,
    });
    await learner.goto('/profile');
    const page = learner.page;
    await expect(page.getByText('Notifications are blocked for this site.')).toBeVisible();
    await expect(page.getByText(/set Notifications to Allow, then reload this page/)).toBeVisible();
    await expect(page.getByRole('switch', { name: SWITCH })).toBeDisabled();
    expect(await learner.axe('.mh-push')).toEqual([]);
    await learner.close();
  });

  test('switching on from the keyboard registers the worker for the whole site', async ({ browser }) => {
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({});
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    await learner.page.context().grantPermissions(['notifications'], { origin });
    await learner.goto('/profile');
    const page = learner.page;
    const toggle = page.getByRole('switch', { name: SWITCH });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.focus();
    await page.keyboard.press('Space');
    // Without a push service the browser refuses to subscribe: the error with its retry.
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'Browser notifications could not be switched on.' });
    await expect(failed.or(page.getByRole('switch', { name: SWITCH, checked: true }))).toBeVisible();
    if (await failed.isVisible())
      await expect(failed.getByRole('button', { name: 'Try again' })).toBeEnabled();
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.scope,
    );
    expect(scope).toBe(`${origin}/`);
    await learner.close();
  });
});
