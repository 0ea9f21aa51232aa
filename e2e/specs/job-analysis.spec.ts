import { newAccount } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { JobAnalysisPage } from '../pages/job-analysis.page';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('job-role analysis to learning pathway (mf-authoring)', () => {
  test('an editor goes from a job name to a pathway learners find, resuming after a reload', async ({
    page,
  }) => {
    test.slow();
    const analysis = await JobAnalysisPage.newAsEditor(page);
    const main = analysis.main;
    await expect(analysis.step(1, 'Search')).toBeVisible();

    await main.getByLabel('Job name').fill('Data Analyst');
    await analysis.button('Search').click();
    await expect(main.getByRole('textbox', { name: 'Job role 1', exact: true })).toHaveValue('Data Analyst');
    await expect(main.getByText('Occupations dataset (shipped): used')).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    // An empty role blocks Forward with the spec's message, numbered, in the toast and under its row.
    const added = (await main.getByRole('textbox', { name: /^Job role \d+$/ }).count()) + 1;
    await analysis.button('add role').click();
    await analysis.button('Forward to Jobs & Skills').click();
    await expect(main.getByRole('alert')).toHaveText(`job role ${added} cannot be empty`);
    await expect(
      page.locator('.ant-message-notice', { hasText: `job role ${added} cannot be empty` }),
    ).toBeVisible();
    await expect(analysis.step(1, 'Search')).toBeVisible();
    await main.getByRole('button', { name: `Delete job role ${added}` }).click();
    await analysis.button('Forward to Jobs & Skills').click();

    await expect(analysis.step(2, 'Jobs & Skills')).toBeVisible();
    await expect(main.getByText('Job boards (Wuzzuf, Bayt): not configured, not used')).toBeVisible();
    await expect(main.getByText('Sample job postings')).toBeVisible();
    await expect(main.getByText('SQL', { exact: true }).first()).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    // The analysis lives on the server: a reload resumes at the same step.
    await page.reload();
    await expect(analysis.step(2, 'Jobs & Skills')).toBeVisible();
    await expect(main.getByText('SQL', { exact: true }).first()).toBeVisible();

    await analysis.button('Forward to Duties').click();
    await expect(main.getByRole('heading', { name: 'Final Job Duties' })).toBeVisible();
    await expect(main.getByText('Job Duties', { exact: true })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Duty 1', exact: true })).toHaveValue(
      'Collect and clean data from spreadsheets and databases',
    );
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await analysis.button('Forward to Competencies').click();
    await expect(main.getByRole('heading', { name: 'Recommended Competencies' })).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await analysis.button('Forward to Courses').click();

    await expect(analysis.step(5, 'Courses')).toBeVisible();
    await expect(main.getByRole('cell', { name: 'ICT-01-U01', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main.getByRole('link', { name: 'Download ICT-01-U01' })).toBeVisible();
    await expect(main.getByText('Data Analysis with Spreadsheets')).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await analysis.button('Create Pathway').click();

    const name = `Data Analyst Track ${Date.now()}`;
    await expect(analysis.step(6, 'Pathway')).toBeVisible();
    await main.getByLabel('Pathway name').fill(name);
    await main.getByLabel('Description (optional)').fill('short');
    await main.getByLabel('Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await main.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Technology' });
    await analysis.button('Create Pathway').click();
    await expect(main.getByText('Must be 20 letters at least!')).toBeVisible();
    await main.getByLabel('Description (optional)').fill('The courses a junior data analyst needs first.');
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await analysis.button('Create Pathway').click();
    await expect(main.getByRole('link', { name: 'Preview Data Analysis with Spreadsheets' })).toBeVisible();
    await expect(main.getByRole('cell', { name, exact: true }).first()).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    await page.goto('/en/search-pathways');
    const pathway = page.locator('#region-main').getByRole('region', { name });
    await expect(
      pathway.getByRole('heading', { level: 3, name: 'Data Analysis with Spreadsheets' }),
    ).toBeVisible();
  });

  test('in Arabic the steps read right to left and an empty role is refused in Arabic', async ({ page }) => {
    const editor = await newAccount(page.request, { role: 'Editor' });
    const analysis = new JobAnalysisPage(page);
    await analysis.signIn(editor);
    await analysis.start('ar', 'تحليل جديد');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = analysis.main;
    await main.getByLabel('اسم الوظيفة').fill('محلل بيانات');
    await main.getByLabel('اللغة').selectOption({ label: 'العربية' });
    await main.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(main.getByRole('textbox', { name: 'الدور الوظيفي 1', exact: true })).toHaveValue(
      'محلل بيانات',
    );
    await main.getByRole('textbox', { name: 'الدور الوظيفي 1', exact: true }).fill('');
    await main.getByRole('button', { name: 'التالي إلى الوظائف والمهارات' }).click();
    await expect(main.getByRole('alert')).toHaveText('لا يمكن أن يكون الدور الوظيفي 1 فارغًا');
    await expect(main.getByRole('heading', { level: 2, name: 'الخطوة 1 من 6: البحث' })).toBeVisible();
    const heading = main.getByRole('heading', { level: 1 });
    const box = (await heading.boundingBox())!;
    const page_ = (await main.locator('main').boundingBox())!;
    expect(page_.x + page_.width - (box.x + box.width)).toBeLessThan(40);
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
  });

  test('a job the dataset lacks ("nurse"): the duties step says why it is empty and the author writes them, each empty row named by its number', async ({
    page,
  }) => {
    test.slow();
    const analysis = await JobAnalysisPage.newAsEditor(page);
    const main = analysis.main;
    await main.getByLabel('Job name').fill('nurse');
    await analysis.button('Search').click();
    await expect(main.getByRole('textbox', { name: 'Job role 1', exact: true })).toHaveValue(/nurse/i);
    await analysis.button('Forward to Jobs & Skills').click();
    await expect(analysis.step(2, 'Jobs & Skills')).toBeVisible();
    await analysis.button('Forward to Duties').click();
    await expect(main.getByRole('heading', { name: 'Final Job Duties' })).toBeVisible();
    await expect(
      main.getByText(
        'The occupations dataset has no duties for “nurse”. Write the job’s duties yourself with Add duty.',
      ),
    ).toBeVisible();
    await expect(analysis.button('Forward to Competencies')).toBeDisabled();
    await expect(main.getByText('Add one duty at least to go forward.')).toBeVisible();

    await analysis.button('Add duty').click();
    await analysis.button('Add duty').click();
    await main
      .getByRole('textbox', { name: 'Duty 1', exact: true })
      .fill('Assess and record patients’ needs');
    await analysis.button('Forward to Competencies').click();
    await expect(main.getByRole('alert')).toHaveText('duty 2 cannot be empty');
    await main.getByRole('textbox', { name: 'Duty 2', exact: true }).fill('Give medication as prescribed');
    await analysis.button('Forward to Competencies').click();
    await expect(main.getByRole('heading', { name: 'Recommended Competencies' })).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
  });
});
