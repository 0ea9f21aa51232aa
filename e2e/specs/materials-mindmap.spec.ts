import { newAccount, newCourse } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { LearningProgressPage } from '../pages/learning-progress.page';
import { MaterialsPage } from '../pages/materials.page';
import { MindMapPage } from '../pages/materials-mind-map.page';

const ALGEBRA = 'Algebra Foundations';

test.describe('course mind map (mf-materials)', () => {
  test('a learner opens the map from the roadmap, moves by keyboard, opens and closes nodes, zooms and reads a description', async ({
    page,
    learner,
  }) => {
    await new MaterialsPage(page).signIn(learner);
    const progress = new LearningProgressPage(page);
    const courseId = await progress.openFromDashboard(ALGEBRA);
    await progress.main.getByRole('button', { name: 'View Course Roadmap' }).click();
    const roadmap = page.getByRole('dialog', { name: 'Course roadmap' });
    await roadmap.getByRole('link', { name: 'Mind map' }).click();
    await expect(page).toHaveURL(`/en/dashboard/courses/${courseId}/mind-map`);

    const map = new MindMapPage(page);
    await expect(map.main.getByRole('heading', { level: 1 })).toHaveText(`Mind map: ${ALGEBRA}`);
    await expect(map.tree).toHaveAccessibleName(`Mind map of ${ALGEBRA}`);
    // The course's stored map, open on its first three levels.
    await expect(map.node('Algebra foundations')).toHaveAttribute('aria-expanded', 'true');
    expect(await map.shownNames()).toEqual([
      'Algebra foundations',
      'Linear equations',
      'The balance idea',
      'Inverse operations',
      'Variables on both sides',
      'Check the answer',
      'Linear inequalities',
      'Flip the sign',
      'On the number line',
      'Linear functions',
      'Slope m',
      'Intercept b',
      'Equation of a line',
    ]);
    expect(await map.axe()).toEqual([]);

    // One tab stop: the root; the arrow keys do the rest.
    await expect(map.tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
    await map.node('Algebra foundations').focus();
    await map.press('ArrowDown');
    await expect(map.node('Linear equations')).toBeFocused();
    await map.press('ArrowLeft');
    await expect(map.node('Linear equations')).toHaveAttribute('aria-expanded', 'false');
    await expect(map.node('The balance idea')).toHaveCount(0);
    await map.press('ArrowRight');
    await expect(map.node('Linear equations')).toHaveAttribute('aria-expanded', 'true');
    await map.press('ArrowRight');
    await expect(map.node('The balance idea')).toBeFocused();
    await map.press('Enter');
    await expect(map.details.getByRole('heading', { name: 'The balance idea' })).toBeVisible();
    await expect(map.details).toContainText('Whatever you do to one side of an equation');
    await map.press('ArrowLeft');
    await expect(map.node('Linear equations')).toBeFocused();
    await map.press('End');
    await expect(map.node('Equation of a line')).toBeFocused();
    await map.press('Home');
    await expect(map.node('Algebra foundations')).toBeFocused();
    await map.press(' ');
    await expect(map.details).toContainText('Equations, inequalities and straight lines');

    // The mouse: the − and + of a node close and open it; a click shows its description.
    await map.node('Linear functions').locator('.mind-map-toggle').click();
    await expect(map.node('Slope m')).toHaveCount(0);
    await map.node('Linear functions').locator('.mind-map-toggle').click();
    await map.node('Slope m').click();
    await expect(map.details).toContainText('Rise over run');

    // Zoom: the buttons step by 25%, Ctrl+wheel by 10%, between 50% and 200%; Reset goes back.
    const width = await map.drawnWidth();
    await map.main.getByRole('button', { name: 'Zoom in' }).click();
    await expect(map.zoomLevel()).toHaveText('125%');
    expect(await map.drawnWidth()).toBeCloseTo(width * 1.25, 0);
    await map.ctrlWheel(true);
    await expect(map.zoomLevel()).toHaveText('135%');
    await map.main.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(map.zoomLevel()).toHaveText('100%');
    for (let i = 0; i < 2; i++) await map.main.getByRole('button', { name: 'Zoom out' }).click();
    await expect(map.zoomLevel()).toHaveText('50%');
    await expect(map.main.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(await map.drawnWidth()).toBeCloseTo(width / 2, 0);
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
  });

  test('in Arabic the map grows leftwards and Left opens a node', async ({ page, learner }) => {
    await new MaterialsPage(page).signIn(learner);
    const map = new MindMapPage(page);
    await map.open('algebra-foundations', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(map.main.getByRole('heading', { level: 1 })).toHaveText(`الخريطة الذهنية: ${ALGEBRA}`);
    const root = (await map.node('Algebra foundations').boundingBox())!;
    const child = (await map.node('Linear equations').boundingBox())!;
    expect(child.x + child.width).toBeLessThan(root.x);

    await map.node('Linear equations').focus();
    await map.press('ArrowRight');
    await expect(map.node('Linear equations')).toHaveAttribute('aria-expanded', 'false');
    await map.press('ArrowLeft');
    await expect(map.node('Linear equations')).toHaveAttribute('aria-expanded', 'true');
    await map.press('ArrowLeft');
    await expect(map.node('The balance idea')).toBeFocused();
    await map.press('ArrowRight');
    await expect(map.node('Linear equations')).toBeFocused();
    await map.press('Enter');
    await expect(map.details).toContainText('A statement that two expressions are equal');
    await map.main.getByRole('button', { name: 'تكبير' }).click();
    await expect(map.zoomLevel()).toHaveText('125٪');
    expect(await map.axe()).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('mind-map-ar.png') });
  });

  test('a course without an outline says it has no mind map; a course of others is refused', async ({
    page,
  }) => {
    const course = await newCourse(page.request, { title: 'Mind map fixture' });
    const member = await newAccount(page.request, { enrolments: [course.seoTxt] });
    await new MaterialsPage(page).signIn(member);
    const map = new MindMapPage(page);
    await page.goto(`/en/dashboard/courses/${course.id}/mind-map`);
    await expect(
      map.main.getByText('This course has no mind map yet: it has no learning outcomes or modules.'),
    ).toBeVisible();
    await expect(map.tree).toHaveCount(0);
    expect(await map.axe()).toEqual([]);

    await page.goto('/en/dashboard/courses/algebra-foundations/mind-map');
    await expect(
      map.main.getByRole('heading', {
        name: 'Only the course’s learners and instructors can see its mind map.',
      }),
    ).toBeVisible();
    await page.goto('/en/dashboard/courses/no-such-course/mind-map');
    await expect(map.main.getByRole('heading', { name: 'There is no such course.' })).toBeVisible();
    expect(await map.axe()).toEqual([]);
  });
});
