import { expect, type Locator, type Page } from '@playwright/test';

/** Eve's panel (mf-tools), opened from the header's Eve button. */
export class EvePage {
  constructor(readonly page: Page) {}

  button(name = 'Ask Eve, the AI tutor'): Locator {
    return this.page.getByRole('button', { name });
  }

  panel(): Locator {
    return this.page.locator('.mt-eve .ant-drawer-body');
  }

  async open(name?: string): Promise<void> {
    await this.button(name).click();
    await expect(this.panel()).toBeVisible();
    await expect(this.panel().locator('.mt-eve-composer')).toBeVisible();
  }

  prompt(): Locator {
    return this.panel().locator('#mt-eve-prompt');
  }

  async ask(question: string, send = 'Send'): Promise<void> {
    await this.prompt().fill(question);
    await this.panel().getByRole('button', { name: send }).click();
  }

  eveMessages(): Locator {
    return this.panel().locator('.mt-eve-msg--eve');
  }

  threads(): Locator {
    return this.panel().locator('.mt-eve-thread');
  }
}
