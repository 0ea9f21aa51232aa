import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The sandbox's test cards (api/src/modules/payments/sandbox.cards.ts). */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  secure: '4000000000003220',
};

/** Subscription options, the sandbox checkout and the payment result (mf-learning and the API's sandbox). */
export class LearningPaymentsPage {
  readonly main: Locator;
  private token = '';

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Signs in through the API (the refresh cookie lands in the page's context) and keeps the access token. */
  async signIn(email: string, password: string): Promise<void> {
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { origin, 'x-requested-with': 'elearn' },
    });
    expect(response.status()).toBe(200);
    this.token = (await response.json()).accessToken;
  }

  get api(): APIRequestContext {
    return this.page.request;
  }

  private headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  /** POST /course/createCourseProgress/{id}: the status and body. */
  async enrol(courseId: string): Promise<{ status: number; code?: string }> {
    const response = await this.api.post(`/api/course/createCourseProgress/${courseId}`, {
      headers: this.headers(),
      data: {},
    });
    const body = await response.json();
    return { status: response.status(), code: body.code };
  }

  /** POST /payments/checkout: the gateway page to go to. */
  async checkout(data: Record<string, unknown>): Promise<string> {
    const response = await this.api.post('/api/payments/checkout', { headers: this.headers(), data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).redirectUrl;
  }

  async myCourseIds(): Promise<string[]> {
    const response = await this.api.get('/api/course/myCourses', { headers: this.headers() });
    return (await response.json()).map((c: { id: string }) => c.id);
  }

  planCard(name: string): Locator {
    return this.main
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Fills the sandbox checkout's card form and pays (labels in the page's language). */
  async payWithCard(
    card: string,
    labels = {
      card: 'Card number',
      name: 'Name on card',
      expiry: 'Expiry (MM/YY)',
      cvc: 'Security code (CVC)',
      pay: /^Pay/,
    },
  ) {
    await expect(this.page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
    await this.page.getByLabel(labels.card).fill(card);
    await this.page.getByLabel(labels.name).fill('Layla Mansour');
    await this.page.getByLabel(labels.expiry).fill('12/40');
    await this.page.getByLabel(labels.cvc).fill('123');
    await this.page.getByRole('button', { name: labels.pay }).click();
  }
}
