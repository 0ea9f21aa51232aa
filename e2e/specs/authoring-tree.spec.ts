import { newAccount, newCourse } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { TreeEditorPage } from '../pages/authoring-tree.page';

test.describe('content tree editor (mf-authoring)', () => {
  test('an instructor grows an empty course by the tree, edits by keyboard, deletes, and finds it all after a reload', async ({
    page,
  }) => {
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

    await tree.signIn(learner);
    await page.goto(`/en/dashboard/courses/${course.id}/tree`);
    await expect(
      tree.main.getByText('Only the course’s instructors and staff can edit its content.'),
    ).toBeVisible();
    await expect(tree.main.getByRole('button', { name: /Add/ })).toHaveCount(0);
  });
});
