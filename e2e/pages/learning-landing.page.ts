import { expect, type Locator, type Page } from '@playwright/test';

export type LandingSection = 'about-us' | 'services' | 'plans' | 'catalogue';

/** The landing page of mf-learning (/{lang}), as a visitor sees it. */
export class LearningLandingPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  async goto(lang = 'en', hash = ''): Promise<void> {
    await this.page.goto(`/${lang}${hash}`);
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  section(id: LandingSection): Locator {
    return this.main.locator(`section#${id}`);
  }

  /** The plan cards, once the plans have loaded. */
  async plans(): Promise<Locator> {
    await expect(this.section('plans')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    return this.section('plans')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3 }) });
  }

  /** Where the top of a section is, relative to the viewport. */
  async sectionTop(id: LandingSection): Promise<number> {
    return this.section(id).evaluate((element) => element.getBoundingClientRect().top);
  }

  languageLink(name: string): Locator {
    return this.main
      .getByRole('navigation', { name: /Language|اللغة|Langue|Sprache/ })
      .getByRole('link', { name });
  }
}
