import { expect, type Locator, type Page } from '@playwright/test';

export type StatName = 'level' | 'xp' | 'streak' | 'coins' | 'freeze';

/** The dashboard of mf-learning (/{lang}/dashboard). */
export class LearningDashboardPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Signs in through the login form (mf-header) and waits for the dashboard. */
  async signInAs(email: string, password: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard`);
    // A guest is sent to the login page with backTo pointing here.
    await expect(this.page).toHaveURL(/\/login\?backTo=/);
    await this.main.getByLabel('Email').fill(email);
    await this.main.getByLabel('Password').fill(password);
    await this.main.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
  }

  greeting(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  stats(): Locator {
    return this.main.getByRole('region', { name: 'Your progress' });
  }

  /** The number shown for one statistic (e.g. "12", "1.5K"). */
  statValue(name: StatName): Locator {
    return this.main.locator(`[data-stat="${name}"] .ml-stat__value`);
  }

  myCourses(): Locator {
    return this.main.getByRole('region', { name: 'My courses' });
  }
}
