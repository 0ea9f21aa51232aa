import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { AccountState } from '../fixtures/accounts';
import { HeaderAlerts } from './header-alerts.page';

/** A learner on the Pro plan (which has studyCorner), signed in in a browser context of their own. */
export class StudyCornersPage {
  private constructor(
    readonly user: HeaderAlerts,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, state: AccountState): Promise<StudyCornersPage> {
    const user = await HeaderAlerts.open(browser);
    await user.signIn({ plan: 'Pro', ...state });
    return new StudyCornersPage(user, user.page);
  }

  async gotoList(lang = 'en'): Promise<void> {
    await this.user.goto('/dashboard/study-corners', lang);
  }

  newCornerCard(): Locator {
    return this.page.getByRole('button', { name: /New Study Corner|ركن دراسة جديد/ });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** Creates a corner through the dialog and waits for its card. */
  async create(name: string): Promise<void> {
    await this.newCornerCard().click();
    const dialog = this.page.getByRole('dialog', { name: 'New Study Corner' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(this.card(name)).toBeVisible();
  }

  timer(): Locator {
    return this.page.getByRole('timer');
  }

  present(): Locator {
    return this.page.getByRole('region', { name: 'Here now' }).getByRole('listitem');
  }

  notes(): Locator {
    return this.page.getByRole('textbox', { name: 'Shared notes' });
  }

  inviteLink(): Promise<string> {
    return this.page.getByRole('textbox', { name: 'Invite link' }).inputValue();
  }

  /** Checked at rest: a button still under the pointer after a click is drawn in its hover colour. */
  async axe(selector = '.mt-sc'): Promise<string[]> {
    await this.page.mouse.move(0, 0);
    return this.user.axe(selector);
  }

  close(): Promise<void> {
    return this.user.close();
  }
}
