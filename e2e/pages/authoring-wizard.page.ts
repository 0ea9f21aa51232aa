import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';

/** A 1×1 PNG: a cover the server's magic-byte check accepts. */
export const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** mf-authoring's courses list and course wizard (/{lang}/dashboard/courses, /{lang}/dashboard/course-wizard/{draftId}). */
export class AuthoringWizardPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Signs in through the API (the response sets the refresh cookie the page picks up). */
  async signIn({ email, password }: Account): Promise<void> {
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { origin, 'x-requested-with': 'elearn' },
    });
    expect(response.status()).toBe(200);
  }

  /** The courses list, then New course: a draft is made and the wizard opens on it. */
  async startFromCourses(lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard/courses`);
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async stepHeading(name: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  async axe(): Promise<string[]> {
    return seriousAxeFindings(this.page, '#region-main');
  }

  async addKeyword(word: string): Promise<void> {
    await this.main.getByRole('textbox', { name: 'Keywords' }).fill(word);
    await this.main.getByRole('button', { name: 'Add keyword' }).click();
  }

  /** The toggle of an outcome card, which reads "Learning outcome N: statement". */
  outcomeToggle(n: number): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^Learning outcome ${n}:`) });
  }
}
