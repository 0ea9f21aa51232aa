import { expect, type Locator, type Page } from '@playwright/test';
import { HeaderBar, type HeaderStat } from './header-bar.page';

/** The learner's header dialogs: streak, year ranking, coins store, and the "where did you go ?" popup. */
export class HeaderRewards {
  readonly header: HeaderBar;

  constructor(readonly page: Page) {
    this.header = new HeaderBar(page);
  }

  /** Clicks a header number: level opens the ranking, streak the streak dialog, coins the store. */
  async openFromStat(stat: HeaderStat, name: string | RegExp): Promise<Locator> {
    await this.header.banner.locator(`[data-stat="${stat}"] button`).click();
    const dialog = this.dialog(name);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  storeItem(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** An antd confirm/error/success box, by its visible title. */
  box(title: string | RegExp): Locator {
    return this.page.locator('.ant-modal-confirm').filter({ has: this.page.getByText(title) });
  }

  /**
   * The tab goes hidden and comes back (what switching tabs does), then the
   * mouse moves: the tracker reports its time with left-window and resumes.
   */
  async leaveAndComeBack(): Promise<void> {
    await this.setHidden(true);
    await this.setHidden(false);
    await this.page.mouse.move(10 + Math.random() * 100, 10 + Math.random() * 100);
  }

  async setHidden(hidden: boolean): Promise<void> {
    await this.page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  }
}
