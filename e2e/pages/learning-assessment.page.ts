import { expect, type Locator, type Page } from '@playwright/test';

export interface FirstLesson {
  courseId: string;
  lo: string;
  mod: string;
  lesson: string;
}

interface KeyItem {
  position: number;
  type: string;
  correct: number[];
  options: string[];
}

/** Tests, the placement dialog and the performance page of mf-learning. */
export class LearningAssessmentPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Where the demo course's first lesson is (test-only fixture route). */
  async firstLesson(seo = 'algebra-foundations'): Promise<FirstLesson> {
    const response = await this.page.request.get(`/api/test-fixtures/first-lesson/${seo}`);
    expect(response.status()).toBe(200);
    return response.json();
  }

  /** The hash of the test the page shows (its URL's last segment). */
  hashOfUrl(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  /** The right answers of a test (test-only: the site never sends them before submission). */
  async answerKey(hash: string): Promise<KeyItem[]> {
    const response = await this.page.request.get(`/api/test-fixtures/answer-key/${hash}`);
    expect(response.status()).toBe(200);
    return response.json();
  }

  question(): Locator {
    return this.main.locator('#ml-exam-prompt');
  }

  /**
   * Answers every question right, one at a time through the page (essays get
   * `essay`, or stay empty), then submits with confirmation.
   */
  async answerAll(hash: string, essay: string | null = null, trueLabel = 'True', falseLabel = 'False') {
    const key = await this.answerKey(hash);
    for (const [i, q] of key.entries()) {
      await expect(this.main.getByText(new RegExp(`^(Question|السؤال) ${i + 1} `))).toBeVisible();
      if (q.type === 'essay') {
        if (essay) await this.main.getByRole('textbox').fill(essay);
      } else if (q.type === 'tf') {
        await this.main
          .getByRole('radio', { name: q.correct[0] === 1 ? trueLabel : falseLabel, exact: true })
          .check();
      } else {
        const role = q.correct.length > 1 ? 'checkbox' : 'radio';
        for (const c of q.correct)
          await this.main.getByRole(role, { name: q.options[c]!, exact: true }).check();
      }
      await expect(this.main.getByRole('status').filter({ hasText: /saved|حفظ/i })).toBeVisible();
      if (i < key.length - 1) await this.main.getByRole('button', { name: /^(Next|التالي)$/ }).click();
    }
  }

  async submit(): Promise<void> {
    await this.main.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Submit your answers?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(this.main.getByLabel('Your result')).toBeVisible();
  }

  /** The placement dialog's exact-value box for a slider (Easy, Medium, Hard, Multiple choice, True / false, Essay). */
  percent(label: string): Locator {
    return this.page.getByRole('dialog').getByRole('spinbutton', { name: label, exact: true });
  }
}
