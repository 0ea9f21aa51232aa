import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAxeFindings } from '../fixtures/axe';

/** The course progress, study and certificate pages of mf-learning. */
export class LearningProgressPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Opens the progress page of a course from the dashboard's My courses; returns the course id. */
  async openFromDashboard(title: string, lang = 'en'): Promise<string> {
    await this.page.goto(`/${lang}/dashboard`);
    await this.main.getByRole('link', { name: title, exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${lang}/dashboard/course-progress/[0-9a-f-]{36}$`));
    await expect(this.heading()).toHaveText(title);
    return this.page.url().split('/').pop()!;
  }

  heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  timesForm(): Locator {
    return this.main.getByRole('form', { name: 'Learning times' });
  }

  axe(): Promise<string[]> {
    return seriousAxeFindings(this.page, '#region-main');
  }
}
