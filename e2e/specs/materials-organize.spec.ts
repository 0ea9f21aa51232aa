import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { learnerViewingPdf, MaterialsPage, materialsCourse, SAMPLE_PDF } from '../pages/materials.page';

test.describe('course materials: organize and complete (mf-materials)', () => {
  test('organize by drag and drop: an invalid move is re-added at the bottom, a file moved into a folder, saved', async ({
    page,
  }) => {
    const { course, instructor } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(instructor);
    await materials.open(course.id);
    const dialog = await materials.organize();
    expect(await materials.topFolders(dialog)).toEqual(['Unit 1: Equations', 'Unit 2: Graphs']);
    expect(await seriousAxeFindings(page, '.organize-modal')).toEqual([]);

    // A folder into its own subfolder: refused, the folder goes to the bottom of the top level.
    await materials.dragInOrganizer(dialog, 'Unit 1: Equations', 'Practice', 0.5);
    await expect(materials.toast('Invalid Movement Parent Folder Is Added At The Bottom')).toBeVisible();
    expect(await materials.topFolders(dialog)).toEqual(['Unit 2: Graphs', 'Unit 1: Equations']);

    // A file let go on the middle of a folder goes inside it.
    await materials.dragInOrganizer(dialog, 'Parabola y = x².png', 'Practice', 0.5);
    await expect(
      dialog
        .locator('li', { has: page.locator('.organize-row[data-name="Practice"]') })
        .locator('.organize-row[data-name="Parabola y = x².png"]'),
    ).toBeVisible();

    // The +/− toggle folds a folder.
    await dialog.getByRole('button', { name: 'Collapse Practice' }).click();
    await expect(dialog.locator('.organize-row[data-name="Parabola y = x².png"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await materials.save();

    await page.reload();
    await expect(
      materials.main.locator('.materials-tree > .materials-folder .materials-name').first(),
    ).toHaveText('Unit 2: Graphs');
    await materials.expand('Practice');
    await expect(
      materials.folder('Practice').getByRole('button', { name: 'Open Parabola y = x².png' }),
    ).toBeVisible();
  });

  test('a learner completes a PDF: a disabled Completed that stays after a reload', async ({ page }) => {
    const { materials, viewer } = await learnerViewingPdf(page);
    await viewer.getByRole('button', { name: 'Mark as completed' }).click();
    await expect(viewer.getByRole('button', { name: 'Completed' })).toBeDisabled();

    await page.reload();
    await materials.openFile(SAMPLE_PDF);
    await expect(viewer.getByRole('button', { name: 'Completed' })).toBeDisabled();
    await viewer.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this file' });
    await expect(share.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
  });

  test('the PDF viewer’s profile side panel shows the reader beside the page, and Hide gives focus back', async ({
    page,
  }) => {
    const { viewer } = await learnerViewingPdf(page);
    const toggle = viewer.getByRole('button', { name: 'Profile', exact: true });
    await toggle.click();
    const panel = viewer.getByRole('complementary', { name: 'Your profile' });
    await expect(panel.getByText('No plan', { exact: true })).toBeVisible();
    await expect(panel.getByText('Learner', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
    await panel.getByRole('button', { name: 'Hide' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a learner draws with the pen and writes a text on a PDF page; after a reload both are there', async ({
    page,
  }) => {
    const { materials, viewer } = await learnerViewingPdf(page);
    const layer = viewer.getByTestId('pdf-paint');
    await expect(layer).toHaveAttribute('data-saved', 'no');
    await expect(viewer.getByRole('radio', { name: 'Pen' })).toBeChecked();
    const box = (await layer.boundingBox())!;
    const saves = () =>
      page.waitForResponse(
        (r) => r.url().includes('/api/course/addPdfPaint') && r.request().method() === 'PUT',
      );
    let saved = saves();
    await page.mouse.move(box.x + 60, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 120, { steps: 10 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);

    // Text: a box where the page is clicked; Escape drops it (the dialog stays), Enter keeps it.
    const noteArea = { x: 60, y: 300, width: 120, height: 18 };
    expect(await materials.inkIn(layer, noteArea)).toBe(false);
    await viewer.getByRole('radio', { name: 'Text' }).check();
    await page.mouse.click(box.x + 80, box.y + 200);
    const input = viewer.getByRole('textbox', { name: /^Text on the page/ });
    await input.fill('dropped');
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(viewer).toBeVisible();
    await page.mouse.click(box.x + noteArea.x, box.y + noteArea.y);
    await input.fill('My note');
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
    saved = saves();
    await input.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(input).toHaveCount(0);
    expect(await materials.inkIn(layer, noteArea)).toBe(true);

    // From the keyboard: Tab from the tools to 'Add text on the page'; Enter opens a box under the last text.
    const keyboardLine = { x: 60, y: 322, width: 120, height: 14 };
    expect(await materials.inkIn(layer, keyboardLine)).toBe(false);
    await viewer.getByRole('radio', { name: 'Text' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    const addText = viewer.getByRole('button', { name: 'Add text on the page' });
    await expect(addText).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.type('Typed line');
    saved = saves();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(addText).toBeFocused();
    expect(await materials.inkIn(layer, keyboardLine)).toBe(true);

    await page.reload();
    await materials.openFile(SAMPLE_PDF);
    await expect(layer).toHaveAttribute('data-saved', 'yes');
    // The konva canvas shows the stroke and the text, and nothing where the dropped text was.
    expect(await materials.inkIn(layer, { x: 100, y: 70, width: 60, height: 40 })).toBe(true);
    expect(await materials.inkIn(layer, noteArea)).toBe(true);
    expect(await materials.inkIn(layer, keyboardLine)).toBe(true);
    expect(await materials.inkIn(layer, { x: 80, y: 195, width: 160, height: 25 })).toBe(false);
  });

  test('Ctrl+wheel zooms the PDF page, the drawing layer staying over it; a plain wheel does not zoom', async ({
    page,
  }) => {
    const { viewer } = await learnerViewingPdf(page);
    const pdfPage = viewer.getByTestId('pdf-page');
    const zoom = viewer.getByTestId('pdf-zoom');
    await expect(zoom).toHaveText('100%');
    const before = (await pdfPage.boundingBox())!;
    await page.mouse.move(before.x + 100, before.y + 100);
    await page.mouse.wheel(0, 100);
    await expect(zoom).toHaveText('100%');

    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect(zoom).not.toHaveText('100%');
    const percent = Number((await zoom.textContent())!.replace('%', ''));
    expect(percent).toBeGreaterThan(110);
    await expect.poll(async () => (await pdfPage.boundingBox())!.width).toBeGreaterThan(before.width * 1.1);
    const [pdfBox, layerBox] = [
      await pdfPage.boundingBox(),
      await viewer.getByTestId('pdf-paint').boundingBox(),
    ];
    expect(layerBox).toEqual(pdfBox);

    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText('100%');
  });

  test('Organize Folders in Arabic is right to left, its grips at the start of each row', async ({
    page,
  }) => {
    const { course, instructor } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(instructor);
    await materials.open(course.id, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await materials.main.getByRole('button', { name: 'تنظيم المجلدات' }).click();
    const dialog = page.getByRole('dialog', { name: 'تنظيم المجلدات' });
    // Both boxes in one frame: the dialog may still be zooming in, and two reads apart would mix scales.
    const gap = await dialog
      .locator('.organize-row')
      .first()
      .evaluate((row) => {
        const grip = row.querySelector('.organize-handle')!.getBoundingClientRect();
        return row.getBoundingClientRect().right - grip.right;
      });
    expect(gap).toBeLessThan(40);
    expect(await seriousAxeFindings(page, '.organize-modal')).toEqual([]);
  });

  test('the keyboard moves a folder one place among its siblings (two ↑ never drop it inside another); leaving inside the site with unsaved changes asks first', async ({
    page,
  }) => {
    const { course, instructor } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(instructor);
    await materials.open(course.id);
    const dialog = await materials.organize();
    const grip = dialog.getByRole('button', { name: 'Move Unit 2: Graphs', exact: true });
    await grip.focus();
    await page.keyboard.press('ArrowUp');
    await expect(dialog.locator('.organize-status')).toHaveText('Unit 2: Graphs: place 1 of 2.');
    await page.keyboard.press('ArrowUp');
    await expect(dialog.locator('.organize-status')).toHaveText('Unit 2: Graphs is already first.');
    expect(await materials.topFolders(dialog)).toEqual(['Unit 2: Graphs', 'Unit 1: Equations']);
    await expect(grip).toBeFocused();
    // A subfolder moves among its own folder's subfolders only: Practice stays in Unit 1.
    await dialog.getByRole('button', { name: 'Move Practice', exact: true }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(
      dialog
        .locator('li', { has: page.locator('.organize-row[data-name="Unit 1: Equations"]') })
        .locator('.organize-row[data-name="Practice"]'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();

    // Unsaved: a link inside the site asks; declining stays on the page with the changes.
    const asked: string[] = [];
    page.once('dialog', (prompt) => {
      asked.push(prompt.message());
      void prompt.dismiss();
    });
    await page.locator('#region-header').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    await expect(page).toHaveURL(new RegExp(`/en/dashboard/courses/${course.id}/materials$`));
    await expect(
      materials.main.locator('.materials-tree > .materials-folder .materials-name').first(),
    ).toHaveText('Unit 2: Graphs');

    // Accepting leaves.
    page.once('dialog', (prompt) => void prompt.accept());
    await page.locator('#region-header').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });
});
