import { expect, type Locator, type Page } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';

export interface Occurrence {
  eventId: string;
  title: string;
  start: string;
  occurrence: string;
}

/** The calendar of mf-calendar (/{lang}/calendar), and its API as the signed-in user. */
export class CalendarPage {
  readonly main: Locator;
  token = '';

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** A fresh learner of its own, signed in through the API (the response sets the refresh cookie). */
  async signIn(): Promise<void> {
    const { email, password } = await newAccount(this.page.request, {
      firstName: 'Layla',
      lastName: 'Mansour',
    });
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { origin, 'x-requested-with': 'elearn' },
    });
    expect(response.status()).toBe(200);
    this.token = (await response.json()).accessToken;
  }

  async open(lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/calendar`);
    await expect(this.main.locator('.fc, .cal-year').first()).toBeVisible();
    await expect(this.status().locator('.ant-spin')).toHaveCount(0);
  }

  status(): Locator {
    return this.main.locator('.cal-status');
  }

  period(): Locator {
    return this.main.locator('.cal-toolbar__period');
  }

  async step(direction: 'Previous' | 'Next'): Promise<void> {
    const before = await this.period().textContent();
    await this.main.getByRole('button', { name: direction }).click();
    await expect(this.period()).not.toHaveText(before ?? '');
    await expect(this.status().locator('.ant-spin')).toHaveCount(0);
  }

  async chooseView(name: 'Day' | 'Week' | 'Month' | 'Year'): Promise<void> {
    await this.main.getByRole('combobox', { name: 'View' }).selectOption({ label: name });
    await expect(this.status().locator('.ant-spin')).toHaveCount(0);
  }

  /** The events shown in the grid with this title. */
  events(title: string): Locator {
    return this.main.locator('.fc-event', { hasText: title });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('#cal-event-form') });
  }

  /** Answers the confirmation (and, for a series, which part of it). */
  async confirm(scope?: 'This event' | 'This and following events' | 'All events'): Promise<void> {
    const confirm = this.page
      .getByRole('dialog')
      .filter({ hasText: /Please, Confirm delete!|Save the changes/ });
    if (scope) await confirm.getByRole('radio', { name: scope, exact: true }).check();
    await confirm.getByRole('button', { name: 'Yes' }).click();
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text, { exact: true });
  }

  async occurrences(from: string, to: string): Promise<Occurrence[]> {
    const response = await this.page.request.get('/api/calender/occurrences', {
      params: { from, to },
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(response.status()).toBe(200);
    return response.json();
  }

  async addEvent(body: object): Promise<void> {
    const response = await this.page.request.post('/api/calender/events', {
      data: body,
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  axe(selector = '#region-main'): Promise<string[]> {
    return seriousAxeFindings(this.page, selector);
  }
}
