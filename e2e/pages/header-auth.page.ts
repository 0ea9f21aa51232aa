import { expect, type Locator, type Page } from '@playwright/test';

/** mf-header's sign-in page (/{lang}/login). */
export class HeaderLoginPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  async goto(lang = 'en', backTo?: string): Promise<void> {
    await this.page.goto(`/${lang}/login${backTo ? `?backTo=${encodeURIComponent(backTo)}` : ''}`);
    await expect(this.email()).toBeVisible();
  }

  email(): Locator {
    return this.main.getByLabel('Email');
  }

  password(): Locator {
    return this.main.getByLabel('Password');
  }

  submit(): Locator {
    return this.main.getByRole('button', { name: 'Sign in' });
  }

  alert(): Locator {
    return this.main.getByRole('alert');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** mf-header's register page (/{lang}/register). */
export class HeaderRegisterPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  async goto(lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/register`);
    await expect(this.field('First name')).toBeVisible();
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  submit(): Locator {
    return this.main.getByRole('button', { name: 'Create account' });
  }

  async register(account: NewAccount): Promise<void> {
    await this.field('First name').fill(account.firstName);
    await this.field('Last name').fill(account.lastName);
    await this.field('Email').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.field('Confirm password').fill(account.password);
    await this.submit().click();
  }
}

/** An email no one has used yet, so the spec can run again on the same database. */
export const uniqueEmail = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
