import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { LearningDashboardPage } from '../pages/learning-dashboard.page';
import { ToolsPage } from '../pages/tools.page';

test.describe('the floating toolbox (mf-tools)', () => {
  // Each test walks a whole tool (sign-in, several dialogs, a reload): minutes on a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('the calculator works from the keyboard, drags inside the window and survives an endless expression', async ({
    page,
    learner,
  }) => {
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    const tools = new ToolsPage(page);

    // Keyboard only: focus the tab, open the menu, open the calculator.
    await tools.tab().focus();
    await page.keyboard.press('Enter');
    await expect(tools.menu()).toBeVisible();
    await expect(tools.menu().getByRole('button', { name: 'Calculator' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tools.equation()).toBeFocused();

    await page.keyboard.type('1+2*3');
    await page.keyboard.press('Enter');
    await expect(tools.result()).toHaveText('= 7');
    // Any change hides the result.
    await page.keyboard.type('-');
    await expect(tools.result()).toHaveCount(0);

    // Typing "sin" opens its block; degrees unless pi is used.
    await tools.equation().fill('');
    await page.keyboard.type('sin30)');
    await expect(tools.equation()).toHaveValue('sin(30)');
    await page.keyboard.press('Enter');
    await expect(tools.result()).toHaveText('= 0.5');
    // One's own "(" after the opened block is not doubled (issue 30).
    for (const [typed, shown] of [
      ['sin(30)', '= 0.5'],
      ['log(100)', '= 2'],
      ['2*cos(60)', '= 1'],
    ]) {
      await tools.equation().fill('');
      await page.keyboard.type(typed!);
      await expect(tools.equation()).toHaveValue(typed!);
      await page.keyboard.press('Enter');
      await expect(tools.result()).toHaveText(shown!);
    }
    // lim follows the angle unit: π/180 in degrees, 1 in radians (the switch is remembered).
    await tools.equation().fill('lim(sin(x)/x,0)');
    await page.keyboard.press('Enter');
    await expect(tools.result()).toHaveText('= 0.017453293');
    await tools.calculator().getByRole('radio', { name: 'Radians' }).check();
    await tools.equation().press('Enter');
    await expect(tools.result()).toHaveText('= 1');
    await tools.calculator().getByRole('radio', { name: 'Degrees' }).check();

    // Simpson's rule with 1000 steps, 6 decimals, from the scientific pad.
    await tools.equation().fill('');
    await tools.calculator().getByRole('button', { name: 'Scientific' }).click();
    await tools
      .calculator()
      .getByRole('button', { name: '∫, Definite integral: int(f(x), from, to)' })
      .click();
    await page.keyboard.type('x^2,0,3)');
    // Every scientific key is named by the text on it first (axe: label-content-name-mismatch).
    await page.mouse.move(0, 0);
    expect(await seriousAxeFindings(page, '#region-tools')).toEqual([]);
    await tools.calculator().getByRole('button', { name: 'Standard' }).click();
    await tools.calculator().getByRole('button', { name: 'Equals' }).click();
    await expect(tools.result()).toHaveText('= 9.000000');

    // An endless expression keeps the calculator's worker busy, not the page: after its 2 s budget
    // the page ends the worker and says so, and the next "=" starts a fresh one.
    await tools.equation().fill('sum(sum(sum(x,1,99999),1,99999),1,99999)');
    await page.keyboard.press('Enter');
    // Meanwhile the page answers: the pads switch while the worker is busy.
    await tools.calculator().getByRole('button', { name: 'Scientific' }).click();
    await tools.calculator().getByRole('button', { name: 'Standard' }).click();
    await expect(tools.result()).toHaveText('ERROR · Took too long to calculate');
    await expect(tools.result()).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    await tools.equation().fill('2^10');
    await page.keyboard.press('Enter');
    await expect(tools.result()).toHaveText('= 1024');

    // Dragged by its body far past the corner, it stays inside the window.
    const title = tools.calculator().getByRole('heading', { name: 'Calculator' });
    const start = (await title.boundingBox())!;
    await page.mouse.move(start.x + 5, start.y + 5);
    await page.mouse.down();
    await page.mouse.move(start.x + 4000, start.y + 4000, { steps: 5 });
    await page.mouse.up();
    const viewport = page.viewportSize()!;
    const box = (await tools.calculator().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.x).toBeCloseTo(viewport.width - 320, 0);
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(-4000, -4000, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await tools.calculator().boundingBox())!.x).toBe(0);

    expect(await seriousAxeFindings(page, '#region-tools')).toEqual([]);
    // Escape closes it and gives focus back to the tab.
    await tools.equation().focus();
    await page.keyboard.press('Escape');
    await expect(tools.calculator()).toHaveCount(0);
    await expect(tools.tab()).toBeFocused();
  });

  test('a timer keeps running across pages, and one with a warning finishes and resets', async ({
    page,
    learner,
  }) => {
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    const tools = new ToolsPage(page);

    let watch = await tools.openWatch();
    const face = watch.getByRole('timer');
    await expect(face).toHaveText('0:00:05');
    // A warning must be within the time.
    await watch.getByLabel('Seconds before the end').fill('9');
    await watch.getByRole('button', { name: 'Add warning' }).click();
    await expect(watch.getByRole('alert')).toHaveText('Warnings should be within time');
    await watch.getByRole('button', { name: 'Add 1 minute' }).click();
    await expect(face).toHaveText('0:01:05');
    await watch.getByRole('button', { name: 'Start' }).click();
    await expect(watch.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Off the buttons: axe checks the colours at rest, not under the pointer.
    await page.mouse.move(0, 0);
    expect(await seriousAxeFindings(page, '.mt-fullscreen')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(watch).toBeHidden();
    await expect(tools.tab()).toBeFocused();

    // Another page of the site: the tools region stays, and so does the running timer.
    await page.evaluate(() => window.history.pushState(null, '', '/en/profile'));
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.locator('#region-main').getByRole('heading', { level: 1 })).toBeVisible();
    watch = await tools.openWatch();
    await expect(watch.getByRole('button', { name: 'Pause' })).toBeVisible();
    // Counting down from the clock: below the start, and still moving.
    await expect(face).not.toHaveText('0:01:05');
    const seen = await face.textContent();
    await expect(face).not.toHaveText(seen!);

    // Reset, 8 seconds, a warning 5 seconds before the end, then the end.
    await watch.getByRole('button', { name: 'Pause' }).click();
    await watch.getByRole('button', { name: 'Reset' }).click();
    await watch.getByRole('button', { name: 'Subtract 1 minute' }).click();
    for (let i = 0; i < 3; i++) await watch.getByRole('button', { name: 'Add 1 second' }).click();
    await expect(face).toHaveText('0:00:08');
    await watch.getByLabel('Seconds before the end').fill('5');
    await watch.getByRole('button', { name: 'Add warning' }).click();
    await watch.getByRole('button', { name: 'Start' }).click();
    await expect(watch.getByText('5 seconds left')).toBeVisible({ timeout: 10_000 });
    await expect(watch.getByText('Finished')).toBeVisible({ timeout: 10_000 });
    await expect(face).toHaveText('0:00:08');
    await expect(watch.getByRole('button', { name: 'Start' })).toBeVisible();
  });

  test('a board is drawn, saved, reopened after a reload, guarded when new, and deleted', async ({
    page,
    learner,
  }) => {
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    const tools = new ToolsPage(page);

    let menu = await tools.openMenu();
    await expect(menu.getByText('No saved boards yet.')).toBeVisible();
    await menu.getByRole('button', { name: 'New board' }).click();
    let board = tools.dialog('Whiteboard');
    await expect(board.getByRole('application', { name: 'Drawing area' })).toBeVisible();
    await board.getByRole('button', { name: 'Pen' }).click();
    await tools.drawStroke(board, [0.2, 0.3], [0.7, 0.6]);
    await board.getByRole('button', { name: 'Rectangle' }).click();
    await tools.drawStroke(board, [0.3, 0.6], [0.5, 0.8]);
    await expect.poll(() => tools.inkOf(board)).toBeGreaterThan(100);

    await board.getByRole('button', { name: 'Save' }).click();
    await expect(board.getByText('You need to give it a name!')).toBeVisible();
    await board.getByLabel('Board name').fill('Triangles');
    await board.getByRole('button', { name: 'Save' }).click();
    await expect(board.getByText('Saved.')).toBeVisible();
    await board.getByRole('button', { name: 'Save' }).click();
    await expect(board.getByText('Sorry, but there is nothing new to be saved')).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await seriousAxeFindings(page, '.mt-fullscreen')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(board).toBeHidden();

    // After a reload the saved board opens from the menu with its drawing.
    await page.reload();
    menu = await tools.openMenu();
    await menu.getByRole('button', { name: 'Triangles', exact: true }).click();
    board = tools.dialog('Whiteboard');
    await expect(board.getByLabel('Board name')).toHaveValue('Triangles');
    await expect.poll(() => tools.inkOf(board)).toBeGreaterThan(100);

    // New work, then "New board": it asks to save or discard.
    await board.getByRole('button', { name: 'Line' }).click();
    await tools.drawStroke(board, [0.1, 0.1], [0.9, 0.2]);
    await page.keyboard.press('Escape');
    menu = await tools.openMenu();
    await expect(menu.getByRole('button', { name: 'Unsaved board' })).toBeVisible();
    await menu.getByRole('button', { name: 'New board' }).click();
    await expect(menu.getByRole('alertdialog')).toContainText('Your board has unsaved work');
    await menu.getByRole('button', { name: 'Discard' }).click();
    board = tools.dialog('Whiteboard');
    await expect(board.getByLabel('Board name')).toHaveValue('');
    await expect.poll(() => tools.inkOf(board)).toBe(0);
    await page.keyboard.press('Escape');

    // Delete asks first, then the board is gone.
    menu = await tools.openMenu();
    await menu.getByRole('button', { name: 'Delete Triangles' }).click();
    await expect(menu.getByText('Please, Confirm delete!')).toBeVisible();
    expect(await seriousAxeFindings(page, '#region-tools')).toEqual([]);
    await menu.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(menu.getByText('No saved boards yet.')).toBeVisible();
  });

  test('reads right to left in Arabic on a phone', async ({ page, learner }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    await page.goto('/ar/dashboard');
    const tools = new ToolsPage(page);
    const tab = tools.tab('الأدوات');
    await expect(tab).toBeVisible();
    // The tab sits on the inline end edge: the left in Arabic.
    const box = (await tab.boundingBox())!;
    expect(box.x).toBe(0);
    await tab.click();
    const menu = tools.menu('الأدوات');
    await expect(menu.getByRole('button', { name: 'الآلة الحاسبة' })).toBeVisible();
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(box.width);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360);
    expect(await seriousAxeFindings(page, '#region-tools')).toEqual([]);
    await menu.getByRole('button', { name: 'الآلة الحاسبة' }).click();
    const calculator = tools.region.getByRole('region', { name: 'الآلة الحاسبة' });
    const calcBox = (await calculator.boundingBox())!;
    expect(calcBox.x + calcBox.width).toBeLessThanOrEqual(360);
    await page.keyboard.type('7/0');
    await page.keyboard.press('Enter');
    await expect(calculator.getByRole('status', { name: 'النتيجة' })).toHaveText('= ∞');
  });
});
