import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';

/** The content tree editor of mf-authoring (/{lang}/dashboard/courses/{id}/tree). */
export class TreeEditorPage {
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

  async open(courseId: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard/courses/${courseId}/tree`);
    // A whole course's content: on a busy shared machine the first read can take a while.
    await expect(this.main.locator('.tree-root')).toBeVisible({ timeout: 45_000 });
  }

  /** The branch (outcome, module, lesson…) whose summary reads `label`. */
  branch(label: string, within: Locator = this.main): Locator {
    return within.locator('details', { has: this.page.locator(`> summary:text-is("${label}")`) }).first();
  }

  /** Opens a branch if it is closed. */
  async expand(branch: Locator): Promise<void> {
    if ((await branch.getAttribute('open')) === null) await branch.locator('> summary').click();
    await expect(branch).toHaveAttribute('open', '');
  }

  /** The text node labelled `label` directly inside `within`. */
  field(label: string, within: Locator): Locator {
    return within.locator('> ul > li.tree-field', {
      has: this.page.locator(`.tree-label:text-is("${label}")`),
    });
  }

  /** Edits a text with the keyboard: Edit, select all, type, Ctrl+Enter. */
  async editText(field: Locator, label: string, text: string): Promise<void> {
    await field.getByRole('button', { name: `Edit ${label}` }).click();
    const input = field.getByRole('textbox', { name: label });
    await input.press('ControlOrMeta+a');
    await input.fill(text);
    await input.press('Control+Enter');
    await expect(input).toHaveCount(0);
    await expect(field.locator('.tree-text-value')).toHaveText(text);
  }
}
