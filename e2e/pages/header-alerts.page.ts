import AxeBuilder from '@axe-core/playwright';
import { type APIResponse, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { type AccountState, newAccount } from '../fixtures/accounts';

/** A fresh editor: staff may publish announcements and comment in any forum. */
export const STAFF: AccountState = { role: 'Editor', firstName: 'Claire', lastName: 'Dubois' };
export const FORUM_COURSE = 'algebra-foundations';

const NAMES = {
  notifications: /^(Notifications|الإشعارات|Benachrichtigungen)/,
  announcements: /^(Announcements|الإعلانات|Annonces|Ankündigungen)/,
};
type Bell = keyof typeof NAMES;

/** A signed-in user in their own browser context: the header bells, and API calls as that user. */
export class HeaderAlerts {
  token = '';

  constructor(readonly page: Page) {}

  static async open(browser: Browser): Promise<HeaderAlerts> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    return new HeaderAlerts(await context.newPage());
  }

  private headers() {
    return { origin: new URL(process.env.E2E_BASE_URL!).origin, 'x-requested-with': 'elearn' };
  }

  /**
   * Signs a fresh account in this state in through the API: the refresh cookie
   * it sets signs the site in on the next page load.
   */
  async signIn(state: AccountState): Promise<void> {
    const { email, password } = await newAccount(this.page.request, state);
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password },
      headers: this.headers(),
    });
    expect(response.status()).toBe(200);
    this.token = (await response.json()).accessToken;
  }

  /** A fresh learner, so counts are theirs alone. */
  async register(firstName = 'Rana'): Promise<void> {
    const email = `alerts.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const registered = await this.page.request.post('/api/auth/register', {
      data: { firstName, lastName: 'Haddad', email, password: 'secret123', confirmPassword: 'secret123' },
      headers: this.headers(),
    });
    expect(registered.status()).toBe(202);
    // Registering signs nobody in (the same answer for a taken address): sign in next.
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password: 'secret123' },
      headers: this.headers(),
    });
    expect(response.status()).toBe(200);
    this.token = (await response.json()).accessToken;
  }

  api(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object): Promise<APIResponse> {
    return this.page.request[method](`/api${url}`, {
      data,
      headers: { ...this.headers(), authorization: `Bearer ${this.token}` },
    });
  }

  async goto(path: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}${path}`);
    await expect(this.bell('notifications')).toBeVisible();
    await expect(this.bell('announcements')).toBeVisible();
  }

  bell(which: Bell): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: NAMES[which] });
  }

  panel(which: Bell): Locator {
    return this.page.getByRole('banner').getByRole('dialog', { name: NAMES[which] });
  }

  async openPanel(which: Bell): Promise<Locator> {
    const panel = this.panel(which);
    if (!(await panel.isVisible())) await this.bell(which).click();
    await expect(panel).toBeVisible();
    return panel;
  }

  /** The count in the bell's name ("Notifications, 7 unseen" → 7; no count → 0). */
  async count(which: Bell): Promise<number> {
    // Until the first answer the bell is busy and shows no count.
    await expect(this.bell(which)).toHaveAttribute('aria-busy', 'false');
    const name = (await this.bell(which).locator('.mh-vh').textContent()) ?? '';
    const match = /(\d+)\D*$/.exec(name);
    return match ? Number(match[1]) : 0;
  }

  async expectCount(which: Bell, count: number): Promise<void> {
    await expect.poll(() => this.count(which)).toBe(count);
  }

  /** Serious or critical axe findings inside `selector` (none expected). */
  async axe(selector: string): Promise<string[]> {
    const results = await new AxeBuilder({ page: this.page }).include(selector).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}
