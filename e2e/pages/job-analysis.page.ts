import { expect, type Locator, type Page } from '@playwright/test';
import { type Account, newAccount } from '../fixtures/accounts';

/** The job-role analysis of mf-authoring (/{lang}/dashboard/job-analysis and its steps). */
export class JobAnalysisPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** A fresh editor, signed in, on a new analysis. */
  static async newAsEditor(page: Page): Promise<JobAnalysisPage> {
    const analysis = new JobAnalysisPage(page);
    await analysis.signIn(await newAccount(page.request, { role: 'Editor' }));
    await analysis.start();
    return analysis;
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

  /** Opens the list and starts a new analysis from it (`newLabel` in the page's language). */
  async start(lang = 'en', newLabel = 'New analysis'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard/job-analysis`);
    await this.main.getByRole('button', { name: newLabel }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${lang}/dashboard/job-analysis/[0-9a-f-]{36}$`));
  }

  /** The step's heading ("Step N of 6: name"). */
  step(n: number, name: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: `Step ${n} of 6: ${name}` });
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }
}
