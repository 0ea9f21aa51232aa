import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';

/** The admin remote (mf-admin, /{lang}/dashboard/admin/...), signed in as one account. */
export class AdminScreens {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Signs in through the API (the response sets the refresh cookie the site then uses). */
  async signIn(account: Account): Promise<void> {
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const response = await this.page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { origin, 'x-requested-with': 'elearn' },
    });
    expect(response.status()).toBe(200);
  }

  /** Opens a screen and waits for its list (or form) to be loaded. */
  async open(section: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard/admin${section ? `/${section}` : ''}`);
    await expect(this.main.locator('.ad-page h1')).toBeVisible();
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  row(name: string): Locator {
    return this.main.getByRole('row').filter({ hasText: name });
  }

  /** No serious or critical axe finding on the screen as it is now. */
  async expectAccessible(): Promise<void> {
    expect(await seriousAxeFindings(this.page, '#region-main')).toEqual([]);
  }

  /** The same in an open dialog. */
  async expectDialogAccessible(): Promise<void> {
    expect(await seriousAxeFindings(this.page, '.ant-modal')).toEqual([]);
  }
}

/** A 1×1 PNG, as a file the admin picks. */
export const PNG_FILE = {
  name: 'prize.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};
