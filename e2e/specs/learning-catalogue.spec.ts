import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from '../fixtures/axe';
import { LearningCataloguePage } from '../pages/learning-catalogue.page';

test.describe('catalogue: search, pathways and the course page (mf-learning)', () => {
  test('filters show their counts, narrow the results, and the URL restores them (Back, a shared link)', async ({
    page,
    browser,
  }) => {
    const catalogue = new LearningCataloguePage(page);
    await catalogue.gotoSearch('en');
    await catalogue.option('Course type', 'Professional').check();
    await expect(page).toHaveURL(/\/en\/search-courses\?type=professional$/);
    await expect
      .poll(() => catalogue.titles())
      .toEqual([
        'Data Analysis with Spreadsheets',
        'Introduction to Python Programming',
        'Project Management Essentials',
      ]);
    await expect(catalogue.countOf('Price', 'Paid')).toHaveText('2');
    await expect(catalogue.countOf('Price', 'Free')).toHaveText('1');
    await expect(catalogue.countOf('Pathway', 'Data Analyst')).toHaveText('2');

    await catalogue.option('Price', 'Paid').check();
    await expect(page).toHaveURL(/type=professional&price=paid$/);
    await expect
      .poll(() => catalogue.titles())
      .toEqual(['Introduction to Python Programming', 'Project Management Essentials']);
    // Counts follow the other filters: one Data Analyst course is paid.
    await expect(catalogue.countOf('Pathway', 'Data Analyst')).toHaveText('1');
    await expect(catalogue.results.getByText(/EGP\s950\b/)).toBeVisible();

    await catalogue.option('Pathway', 'Data Analyst').check();
    await expect.poll(() => catalogue.titles()).toEqual(['Introduction to Python Programming']);
    const shared = page.url();

    await page.goBack();
    await expect(page).toHaveURL(/type=professional&price=paid$/);
    await expect.poll(() => catalogue.titles()).toHaveLength(2);
    await expect(catalogue.option('Pathway', 'All')).toBeChecked();
    await page.goBack();
    await expect.poll(() => catalogue.titles()).toHaveLength(3);
    await expect(catalogue.option('Price', 'All')).toBeChecked();

    // Someone else opens the shared link: the same search, filters checked.
    const other = await browser.newPage();
    const theirs = new LearningCataloguePage(other);
    await other.goto(shared);
    await expect.poll(() => theirs.titles()).toEqual(['Introduction to Python Programming']);
    await expect(theirs.option('Course type', 'Professional')).toBeChecked();
    await expect(theirs.option('Price', 'Paid')).toBeChecked();
    await expect(theirs.option('Pathway', 'Data Analyst')).toBeChecked();
    await other.close();
  });

  test('text search pages 10 at a time; Back returns to the first page', async ({ page }) => {
    // Twelve courses of this test's own, found by a word nothing else has.
    const word = `pagetest${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    for (let n = 1; n <= 12; n += 1) {
      const made = await page.request.post('/api/test-fixtures/courses', {
        data: { title: `Course ${String(n).padStart(2, '0')} ${word}` },
      });
      expect(made.status()).toBe(201);
    }
    const catalogue = new LearningCataloguePage(page);
    await catalogue.gotoSearch('en');
    await catalogue.search(word);
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
    await expect(catalogue.results.getByRole('heading', { level: 2 })).toHaveText(`Results for “${word}”`);
    await expect(catalogue.results.getByText('Showing 1–10 of 12')).toBeVisible();
    expect(await catalogue.titles()).toHaveLength(10);

    const pager = catalogue.main.getByRole('navigation', { name: 'Result pages' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));
    await expect(catalogue.results.getByText('Showing 11–12 of 12')).toBeVisible();
    await expect.poll(() => catalogue.titles()).toEqual([`Course 11 ${word}`, `Course 12 ${word}`]);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(catalogue.results.getByText('Showing 1–10 of 12')).toBeVisible();
    await expect(catalogue.main.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(word);

    await catalogue.search(`${word} nothingmatchesthis`);
    await expect(catalogue.results.getByText('No courses match your search.')).toBeVisible();
    await catalogue.results.getByRole('link', { name: 'Clear the search and filters' }).click();
    await expect(page).toHaveURL(/\/en\/search-courses$/);
  });

  test('the course page shows the outline with collapsed lessons, fees, prerequisite and its own title', async ({
    page,
  }) => {
    const catalogue = new LearningCataloguePage(page);
    await catalogue.gotoCourse('physics-motion-and-forces');
    const main = catalogue.main;
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Physics: Motion and Forces');
    await expect(page).toHaveTitle('Physics: Motion and Forces · Elearn');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      "Kinematics and Newton's laws with experiments you can run at home and practice problems.",
    );
    await expect(main.getByText('Free', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What you will learn' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Module 1: Describing motion' })).toBeVisible();

    const lesson = main.locator('details').filter({ hasText: 'Lesson 1: Speed, velocity and acceleration' });
    const goal = lesson.getByText('Calculate average speed and acceleration');
    await expect(goal).toBeHidden();
    await lesson.getByText('Lesson 1: Speed, velocity and acceleration').click();
    await expect(goal).toBeVisible();

    // The prerequisite is a link to its own course page.
    await main.getByRole('link', { name: 'Algebra Foundations' }).click();
    await expect(page).toHaveURL('/en/course/algebra-foundations');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Algebra Foundations');
    await expect(main.getByText('Omar Farouk')).toBeVisible();

    await catalogue.gotoCourse('project-management-essentials');
    await expect(main.getByText(/EGP\s750\b/)).toBeVisible();
  });

  test('an unknown course is a 404 page with a way back to the catalogue', async ({ page }) => {
    await page.goto('/en/course/no-such-course-here');
    const main = page.locator('#region-main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Course not found');
    await expect(page).toHaveTitle('Course not found');
    await main.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL('/en/search-courses');
  });

  test('pathways list their courses and are searchable', async ({ page }) => {
    await page.goto('/en/search-pathways');
    const main = page.locator('#region-main');
    await expect(main.getByRole('heading', { level: 2, name: 'Science Foundations' })).toBeVisible();
    await main.getByRole('searchbox', { name: 'Search pathways' }).fill('python');
    await main.getByRole('searchbox', { name: 'Search pathways' }).press('Enter');
    await expect(page).toHaveURL('/en/search-pathways?q=python');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Data Analyst']);
    const pathway = main.getByRole('region', { name: 'Data Analyst' });
    await expect(
      pathway.getByRole('heading', { level: 3, name: 'Introduction to Python Programming' }),
    ).toBeVisible();
    await expect(pathway.getByText('Take “Data Analysis with Spreadsheets” first')).toBeVisible();
  });

  test('in Arabic the course page and search read right to left and find Arabic with or without tashkeel', async ({
    page,
  }) => {
    const catalogue = new LearningCataloguePage(page);
    await catalogue.gotoCourse('fractions-and-ratios-ar', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = catalogue.main.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('الكسور والنسب');
    const box = (await heading.boundingBox())!;
    const column = (await heading.locator('xpath=..').boundingBox())!;
    expect(column.x + column.width - (box.x + box.width)).toBeLessThan(4);
    await expect(catalogue.main.getByText('مجاني', { exact: true })).toBeVisible();
    await expect(catalogue.main.getByRole('heading', { name: 'مخطط الدورة' })).toBeVisible();
    const overflow = await catalogue.main.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await catalogue.gotoSearch('ar');
    for (const text of ['الكُسُور', 'الكسور']) {
      await catalogue.search(text, 'البحث عن الدورات');
      await expect.poll(() => catalogue.titles()).toEqual(['الكسور والنسب']);
    }
    await expect(catalogue.filter('نوع الدورة')).toBeVisible();
    // Stored names (systems, grades, pathways) come in the page's language too.
    await expect(catalogue.main.getByText('المنهج الوطني المصري', { exact: true })).toBeVisible();
  });

  test('a search covers every course type unless one is chosen, with "All" in each language (issue 30)', async ({
    page,
  }) => {
    const catalogue = new LearningCataloguePage(page);
    await catalogue.gotoSearch('en');
    await expect(catalogue.option('Course type', 'All')).toBeChecked();
    await catalogue.search('project management');
    await expect.poll(() => catalogue.titles()).toContain('Project Management Essentials');
    await expect(catalogue.main.getByText('No courses match your search.')).toHaveCount(0);
    await catalogue.option('Course type', 'Academic').check();
    await expect(page).toHaveURL(/type=academic/);
    await expect(catalogue.main.getByText('No courses match your search.')).toBeVisible();
    await catalogue.option('Course type', 'All').check();
    await expect.poll(() => catalogue.titles()).toContain('Project Management Essentials');

    await catalogue.gotoSearch('ar');
    await expect(catalogue.option('نوع الدورة', 'الكل')).toBeChecked();
  });

  for (const lang of ['en', 'ar']) {
    test(`search and course pages in ${lang} have no serious or critical accessibility violations`, async ({
      page,
    }) => {
      const catalogue = new LearningCataloguePage(page);
      await catalogue.gotoSearch(lang, '?type=professional');
      await expect.poll(() => catalogue.titles()).toHaveLength(3);
      expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
      await catalogue.gotoCourse('algebra-foundations', lang);
      expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    });
  }
});
