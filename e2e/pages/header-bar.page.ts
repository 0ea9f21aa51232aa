import { expect, type Locator, type Page } from '@playwright/test';

export type HeaderStat = 'level' | 'streak' | 'coins';

/** The site header (mf-header's header region), as a visitor or a signed-in user sees it. */
export class HeaderBar {
  readonly banner: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
  }

  loginLink(name: string | RegExp = 'Log in'): Locator {
    return this.banner.getByRole('link', { name });
  }

  registerLink(name: string | RegExp = 'Register'): Locator {
    return this.banner.getByRole('link', { name });
  }

  accountButton(): Locator {
    return this.banner.getByRole('button', { name: /Account menu|قائمة حساب|Menu du compte|Kontomenü/ });
  }

  languageButton(): Locator {
    return this.banner.getByRole('button', { name: /^(Language|اللغة|Langue|Sprache)/ });
  }

  stats(): Locator {
    return this.banner.getByRole('list', { name: /Your progress|تقدّمك|Votre progression|Dein Fortschritt/ });
  }

  /** The number shown for a learner statistic ("12", "1.5K"). */
  statValue(name: HeaderStat): Locator {
    return this.banner.locator(`[data-stat="${name}"] .mh-stat__value`);
  }

  /** Waits until the header shows a signed-in user (its lazy part loaded). */
  async expectSignedIn(): Promise<void> {
    await expect(this.accountButton()).toBeVisible();
    await expect(this.loginLink(/log in/i)).toHaveCount(0);
  }

  async expectGuest(): Promise<void> {
    await expect(this.loginLink()).toBeVisible();
    await expect(this.registerLink()).toBeVisible();
    await expect(this.accountButton()).toHaveCount(0);
  }

  /**
   * Chooses an item of the open menu from the keyboard: a pointer click can land while antd's
   * popup is still sliding in, on the item it is passing over.
   */
  async chooseMenuItem(name: string): Promise<void> {
    const item = this.page.getByRole('menuitem', { name, exact: true });
    await item.focus();
    await expect(item).toBeFocused();
    await this.page.keyboard.press('Enter');
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.languageButton().click();
    await this.chooseMenuItem(nativeName);
  }

  /**
   * Opens the profile menu and chooses one of its items. The menu of the last choice must have
   * closed first: antd takes a click on the button while its popup is still leaving as a toggle,
   * and the menu stays shut.
   */
  async openProfileMenuItem(name: string): Promise<void> {
    const item = this.page.getByRole('menuitem', { name, exact: true });
    await expect(item).toBeHidden();
    await this.accountButton().click();
    await expect(item).toBeVisible();
    await this.chooseMenuItem(name);
  }

  async logOut(): Promise<void> {
    await this.openProfileMenuItem('Log out');
  }
}
