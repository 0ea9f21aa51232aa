import { newAccount, newCourse } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { TreeEditorPage } from '../pages/authoring-tree.page';
import { COVER_PNG } from '../pages/authoring-wizard.page';

test.describe('content tree editor (mf-authoring)', () => {
  test('an instructor grows an empty course by the tree, edits by keyboard, deletes, and finds it all after a reload', async ({
    page,
  }) => {
    test.slow();
    const course = await newCourse(page.request, { title: 'Tree fixture' });
    const instructor = await newAccount(page.request, { role: 'Instructor', teaching: [course.seoTxt] });
    const tree = new TreeEditorPage(page);
    await tree.signIn(instructor);
    await tree.open(course.id);
    await expect(tree.main.getByRole('heading', { name: 'Content tree: Tree fixture' })).toBeVisible();
    await expect(tree.main.getByText('This course has no content yet')).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    // A new learning outcome arrives with the spec's defaults, opened.
    await tree.main.getByRole('button', { name: 'Add learning outcome' }).click();
    const outcome = tree.branch('Learning outcome 1');
    await expect(outcome).toHaveAttribute('open', '');
    await expect(outcome.getByText('New Learning Outcome')).toBeVisible();
    await expect(outcome.getByText('New Scope')).toBeVisible();
    await tree.editText(tree.field('Statement', outcome), 'Statement', 'Solve linear equations');

    // An empty text is refused with the spec's message, and Escape leaves it unchanged.
    const scope = tree.field('Scope', outcome);
    await scope.getByRole('button', { name: 'Edit Scope' }).click();
    await scope.getByRole('textbox', { name: 'Scope' }).fill('   ');
    await scope.getByRole('button', { name: 'Save' }).click();
    await expect(scope.getByRole('alert')).toHaveText('This field is required!');
    await scope.getByRole('textbox', { name: 'Scope' }).press('Escape');
    await expect(scope.locator('.tree-text-value')).toHaveText('New Scope');
    await expect(scope.getByRole('button', { name: 'Edit Scope' })).toBeFocused();

    // Criteria: the only one cannot be deleted; with two, one can.
    const criteria = tree.branch('Performance criteria', outcome);
    const onlyDelete = criteria.getByRole('button', { name: /Delete Performance criterion 1/ });
    await expect(onlyDelete).toBeDisabled();
    await criteria.getByRole('button', { name: 'Add performance criterion' }).click();
    await expect(criteria.locator('> ul > li')).toHaveCount(2);
    await tree.editText(
      tree.field('Performance criterion 2', criteria),
      'Performance criterion 2',
      'Checks the answer',
    );
    await criteria.getByRole('button', { name: 'Delete Performance criterion 1' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(criteria.locator('> ul > li')).toHaveCount(1);
    await expect(criteria.getByText('Checks the answer')).toBeVisible();

    // A module with its default lesson; the lesson's content edited in a multi-line field.
    await tree.main.getByRole('button', { name: 'Add module' }).click();
    const module = tree.branch('Module 1');
    await expect(module).toHaveAttribute('open', '');
    await tree.editText(tree.field('Name', module), 'Name', 'Equations');
    const lesson = tree.branch('Lesson 1', module);
    await tree.expand(lesson);
    await expect(lesson.getByText('New Lesson Content')).toBeVisible();
    const questions = tree.branch('Questions set 1', lesson);
    await tree.expand(questions);
    await expect(questions.getByText('New Questions Type')).toBeVisible();
    await tree.editText(tree.field('Content', lesson), 'Content', 'Balance both sides.\n\nThen isolate x.');
    await page.screenshot({ path: test.info().outputPath('tree-en.png'), fullPage: true });

    // Everything was stored: a reload shows it.
    await page.reload();
    await expect(tree.main.locator('.tree-root')).toBeVisible();
    const outcomeAgain = tree.branch('Learning outcome 1');
    await tree.expand(outcomeAgain);
    await expect(tree.field('Statement', outcomeAgain).locator('.tree-text-value')).toHaveText(
      'Solve linear equations',
    );
    await expect(outcomeAgain.getByText('Checks the answer')).toBeVisible();
    await expect(outcomeAgain.getByText('New Performance Criteria')).toHaveCount(0);
    const moduleAgain = tree.branch('Module 1');
    await tree.expand(moduleAgain);
    await expect(tree.field('Name', moduleAgain).locator('.tree-text-value')).toHaveText('Equations');
    const lessonAgain = tree.branch('Lesson 1', moduleAgain);
    await tree.expand(lessonAgain);
    await expect(lessonAgain.getByText('Then isolate x.')).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
  });

  test('Arabic is right to left; a learner of the course is refused', async ({ page }) => {
    test.slow();
    const course = await newCourse(page.request, { title: 'Tree fixture' });
    const instructor = await newAccount(page.request, { role: 'Instructor', teaching: [course.seoTxt] });
    const learner = await newAccount(page.request, { enrolments: [course.seoTxt] });
    const tree = new TreeEditorPage(page);
    await tree.signIn(instructor);
    await tree.open(course.id, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await tree.main.getByRole('button', { name: 'إضافة ناتج تعلّم' }).click();
    const outcome = tree.branch('ناتج التعلّم 1');
    await expect(outcome).toHaveAttribute('open', '');
    // The nested list's guide line runs on the right in Arabic (logical properties).
    const children = outcome.locator('> ul.tree-children');
    const side = await children.evaluate((el) => {
      const style = getComputedStyle(el);
      return { right: style.borderRightWidth, left: style.borderLeftWidth };
    });
    expect(side).toEqual({ right: '2px', left: '0px' });
    const box = await children.boundingBox();
    const summary = await outcome.locator('> summary').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(summary!.x + summary!.width + 1);
    await page.screenshot({ path: test.info().outputPath('tree-ar.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    // The course form in Arabic: its outline box and fields read right to left.
    await page.goto(`/ar/dashboard/courses/${course.id}/edit`);
    // A whole course's first read can be slow on the shared machine (as in the page object).
    await expect(tree.main.getByRole('heading', { name: 'تعديل الدورة: Tree fixture' })).toBeVisible({
      timeout: 45_000,
    });
    const title = tree.main.getByLabel('العنوان');
    const titleBox = await title.boundingBox();
    const labelBox = await tree.main.getByText('العنوان', { exact: true }).boundingBox();
    // The label starts at the right edge of its field.
    expect(Math.abs(labelBox!.x + labelBox!.width - (titleBox!.x + titleBox!.width))).toBeLessThan(4);
    await page.screenshot({ path: test.info().outputPath('course-form-ar.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    await tree.signIn(learner);
    await page.goto(`/en/dashboard/courses/${course.id}/tree`);
    // A learner is refused by the route itself (authoring pages are for instructors and staff).
    await expect(tree.main.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    await expect(tree.main.getByRole('button', { name: /Add/ })).toHaveCount(0);
  });
});

test.describe('course form creating a course (mf-authoring)', () => {
  test('an instructor creates a course from the form, prefilled by an outline file', async ({ page }) => {
    test.slow();
    const instructor = await newAccount(page.request, { role: 'Instructor' });
    const tree = new TreeEditorPage(page);
    await tree.signIn(instructor);
    const main = tree.main;
    await page.goto('/en/dashboard/courses');
    await main.getByRole('link', { name: 'New course from the full form' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible({
      timeout: 45_000,
    });
    // Next with nothing filled: the general step's rules on their fields.
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('Category field is required')).toBeVisible();
    const name = `Linear equations ${Date.now().toString(36)}`;
    await main.getByLabel('Prefill from a course outline (JSON file)').setInputFiles({
      name: 'outline.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...OUTLINE, name })),
    });
    await expect(main.getByText('The form was filled from outline.json.')).toBeVisible();
    await expect(main.getByLabel('Title')).toHaveValue(name);
    // The file's grade_level picked the grade level of that name.
    await expect(main.getByRole('checkbox', { name: 'Grade 7' })).toBeChecked();
    await main
      .getByLabel('Cover image')
      .setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: COVER_PNG });
    await main.getByRole('textbox', { name: 'Keywords' }).fill('algebra');
    await main.getByRole('button', { name: 'Add keyword' }).click();
    await main.getByLabel('Category of audience 1').selectOption({ index: 1 });
    await main.getByLabel('Educational system').selectOption({ index: 1 });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('Statement')).toHaveValue('Solve linear equations');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('Content')).toHaveValue('Whatever you do to one side, do to the other.');
    await main.getByRole('button', { name: 'Create Course' }).click();
    await expect(main.getByRole('heading', { name: `The course “${name}” was created.` })).toBeFocused();
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('course-form-created-en.png'), fullPage: true });
    await main.getByRole('link', { name: 'Preview the course' }).click();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByText('Whatever you do to one side, do to the other.')).toBeVisible();
  });
});

const OUTLINE = {
  name: 'Linear equations, step by step',
  grade_level: 'Grade 7',
  learning_outcomes: [
    {
      statement: 'Solve linear equations',
      scope: 'One unknown',
      domain: 'Cognitive',
      performanceCriteria: ['Isolates x'],
    },
  ],
  modules: [
    {
      module_number: 1,
      module_name: 'Balancing',
      lessons: [
        {
          lesson_number: 1,
          lesson_name: 'Both sides',
          learning_outcomes: ['Keeps both sides equal'],
          content: 'Whatever you do to one side, do to the other.',
          sample_questions: { type: 'short answer', questions: ['Solve x + 2 = 5'] },
        },
      ],
    },
  ],
};

test.describe('course form (mf-authoring)', () => {
  test('an invalid outline file lists its errors by path; a valid one prefills the form, which saves', async ({
    page,
  }) => {
    test.slow();
    const course = await newCourse(page.request, { title: 'Form fixture' });
    const instructor = await newAccount(page.request, { role: 'Instructor', teaching: [course.seoTxt] });
    const tree = new TreeEditorPage(page);
    await tree.signIn(instructor);
    await page.goto(`/en/dashboard/courses/${course.id}/edit`);
    const main = tree.main;
    await expect(main.getByRole('heading', { name: 'Edit course: Form fixture' })).toBeVisible({
      timeout: 45_000,
    });
    const file = main.getByLabel('Prefill from a course outline (JSON file)');
    // At 360 px nothing of the form is wider than the screen (no sideways scroll), on every step filled below.
    await page.setViewportSize({ width: 360, height: 780 });
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);

    const broken = {
      ...OUTLINE,
      name: 'Li',
      modules: [{ ...OUTLINE.modules[0], lessons: [{ lesson_name: 'x' }] }],
    };
    await file.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const errors = main.getByRole('alert').filter({ hasText: 'The file has errors' });
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('listitem')).toContainText([
      'name: Must be 3 letters at least!',
      'modules.0.lessons.0.lesson_number: ',
      'modules.0.lessons.0.content: This field is required!',
      'modules.0.lessons.0.sample_questions: You have to add 1 sample questions at least!',
    ]);
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await file.setInputFiles({
      name: 'not-json.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ "name": '),
    });
    await expect(main.getByText('The file is not valid JSON.')).toBeVisible();

    await file.setInputFiles({
      name: 'outline.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(OUTLINE)),
    });
    await expect(main.getByText('The form was filled from outline.json.')).toBeVisible();
    await expect(main.getByLabel('Title')).toHaveValue('Linear equations, step by step');
    // The fixture course has no keywords: the step says so and stays.
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(
      main.getByText('You have to add 1 keyword at least!').or(main.getByText('This field is required!')),
    ).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await main.getByLabel('Keywords').fill('algebra, equations');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('Statement')).toHaveValue('Solve linear equations');
    expect(await sideways()).toBeLessThanOrEqual(0);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('Content')).toHaveValue('Whatever you do to one side, do to the other.');
    await expect(main.getByLabel('Questions', { exact: true })).toHaveValue('Solve x + 2 = 5');
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('course-form-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await main.getByRole('button', { name: 'Save Updates' }).click();
    await expect(main.getByText('The course was saved.')).toBeVisible();

    // Stored: the tree editor shows the new content, the form the new title.
    await tree.open(course.id);
    const module = tree.branch('Module 1');
    await tree.expand(module);
    await expect(tree.field('Name', module).locator('.tree-text-value')).toHaveText('Balancing');
    await page.goto(`/en/dashboard/courses/${course.id}/edit`);
    await expect(main.getByLabel('Title')).toHaveValue('Linear equations, step by step');
    await expect(main.getByLabel('Keywords')).toHaveValue('algebra,equations');
  });
});
