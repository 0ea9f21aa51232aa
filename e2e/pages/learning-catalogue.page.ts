import { expect, type Locator, type Page } from '@playwright/test';

/** The catalogue pages of mf-learning: /search-courses, /search-pathways and /course/{seoTxt}. */
export class LearningCataloguePage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  async gotoSearch(lang = 'en', query = ''): Promise<void> {
    await this.page.goto(`/${lang}/search-courses${query}`);
    await this.settled();
  }

  async gotoCourse(seoTxt: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/course/${seoTxt}`);
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The results region once a search has answered (not busy). */
  async settled(): Promise<void> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  }

  get results(): Locator {
    return this.main.locator('section.ml-search__results');
  }

  /** The course titles of the results page, in order. */
  async titles(): Promise<string[]> {
    await this.settled();
    return this.results.getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
  }

  async search(text: string, label = 'Search courses'): Promise<void> {
    await this.main.getByRole('searchbox', { name: label }).fill(text);
    await this.main.getByRole('searchbox', { name: label }).press('Enter');
  }

  filter(legend: string): Locator {
    return this.main.getByRole('group', { name: legend });
  }

  /** The radio of a filter's option (its label starts with the option's name; its count follows). */
  option(legend: string, name: string): Locator {
    // The exact name, then its count if shown: another option may start with the same words (another spec's pathway).
    return this.filter(legend).getByRole('radio', { name: new RegExp(`^${name}(?: \\d+)?$`) });
  }

  /** The count shown beside an option. */
  countOf(legend: string, name: string): Locator {
    return this.filter(legend)
      .locator('label')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .locator('.ml-facet__count');
  }
}
