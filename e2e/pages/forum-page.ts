import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type AccountState, newAccount, newCourse } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';

/**
 * The course forum of mf-forum, and calls of its API as the signed-in user.
 * Each test works in a course of its own (made on its first sign-in, or passed
 * in to share it with a second user), so no other worker's posts ever move
 * its posts off the list's first page.
 */
export class ForumPage {
  readonly main: Locator;
  token = '';

  constructor(
    readonly page: Page,
    private ownCourse?: string,
  ) {
    this.main = page.locator('#region-main');
  }

  /** The seo text of this test's course. */
  get course(): string {
    if (!this.ownCourse) throw new Error('sign in first: the course is made then');
    return this.ownCourse;
  }

  /**
   * Signs a fresh account in this state in through the API (by default a
   * learner enrolled in the test's course): the response sets the refresh
   * cookie the site then uses.
   */
  async signIn(state?: AccountState): Promise<string> {
    await this.ensureCourse();
    const account = state ?? { enrolments: [this.course], firstName: 'Layla', lastName: 'Mansour' };
    const { email, password } = await newAccount(this.page.request, account);
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { origin, 'x-requested-with': 'elearn' },
    });
    expect(response.status()).toBe(200);
    this.token = (await response.json()).accessToken;
    return this.token;
  }

  private async ensureCourse() {
    if (this.ownCourse) return;
    this.ownCourse = (await newCourse(this.page.request)).seoTxt;
  }

  /** Registers a new account (enrolled in nothing) through the API. */
  async register(): Promise<void> {
    await this.ensureCourse();
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const email = `forum.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const headers = { origin, 'x-requested-with': 'elearn' };
    const registered = await this.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Nour',
        lastName: 'Saleh',
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
      },
      headers,
    });
    expect(registered.status()).toBe(202);
    // Registering signs nobody in (the same answer for a taken address): sign in next.
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password: 'secret123' },
      headers,
    });
    expect(response.status()).toBe(200);
    this.token = (await response.json()).accessToken;
  }

  api(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) {
    const request: APIRequestContext = this.page.request;
    return request[method](`/api/forum${url}`, { data, headers: { authorization: `Bearer ${this.token}` } });
  }

  async addPost(content: string) {
    const response = await this.api('post', `/addPost/${this.course}`, { content });
    expect(response.status()).toBe(201);
    return response.json();
  }

  async openList(lang = 'en') {
    await this.page.goto(`/${lang}/course/${this.course}/forum`);
  }

  async openPost(seoTxt: string, query = '', lang = 'en') {
    await this.page.goto(`/${lang}/course/${this.course}/forum/${seoTxt}${query}`);
  }

  /** Adds a comment through the API; answers the new comment. */
  async addComment(postId: string, content: string) {
    const response = await this.api('post', `/addComment/${postId}`, { content });
    expect(response.status()).toBe(201);
    return response.json();
  }

  /** The shell's global error dialog ("Something went wrong!"): a forum page never needs it for a gone item. */
  errorDialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: 'Something went wrong!' });
  }

  /** Waits until the page is in its socket room (the server acknowledged the join): it hears every change after. */
  async waitUntilLive() {
    await expect(this.main.locator('.forum-page[data-live="true"]')).toBeVisible();
  }

  /** Serious or critical axe findings in the page's main region. */
  axe(): Promise<string[]> {
    return seriousAxeFindings(this.page, '#region-main');
  }

  posts(): Locator {
    return this.main.getByTestId('post-card');
  }

  /** The writing area of one of the rich-text editors. */
  textbox(editor: Locator): Locator {
    return editor.locator('[contenteditable="true"]');
  }

  /** Types into one of the rich-text editors and submits it. */
  async write(editor: Locator, text: string, submit: string) {
    await this.textbox(editor).fill(text);
    await editor.getByRole('button', { name: submit, exact: true }).click();
  }

  /** Opens an item's three-dots menu and picks an entry, confirming when asked. */
  async menu(item: Locator, type: 'Post' | 'Comment' | 'Reply', entry: 'Edit' | 'Delete' | 'Report') {
    await item.getByTestId(`menu-${type}`).first().click();
    await this.page.getByRole('menuitem', { name: entry }).click();
    if (entry !== 'Edit') {
      const dialog = this.page.getByRole('dialog');
      await expect(dialog).toContainText(
        entry === 'Delete' ? 'Please, Confirm delete!' : 'Please, Confirm report!',
      );
      await dialog.getByRole('button', { name: 'Yes' }).click();
    }
  }
}
