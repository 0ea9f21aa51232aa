import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { MaterialsPage, materialsCourse } from '../pages/materials.page';

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
    const { course, learner } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(learner);
    await materials.open(course.id);
    await materials.main.getByRole('button', { name: 'Open Linear equations.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'Linear equations.pdf' });
    await viewer.getByRole('button', { name: 'Mark as completed' }).click();
    await expect(viewer.getByRole('button', { name: 'Completed' })).toBeDisabled();

    await page.reload();
    await materials.main.getByRole('button', { name: 'Open Linear equations.pdf' }).click();
    await expect(viewer.getByRole('button', { name: 'Completed' })).toBeDisabled();
    await viewer.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this file' });
    await expect(share.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
  });

  test('a learner draws on a PDF page with the pen; after a reload the drawing is there', async ({
    page,
  }) => {
    const { course, learner } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(learner);
    await materials.open(course.id);
    await materials.main.getByRole('button', { name: 'Open Linear equations.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'Linear equations.pdf' });
    const layer = viewer.getByTestId('pdf-paint');
    await expect(layer).toHaveAttribute('data-saved', 'no');
    await expect(viewer.getByRole('radio', { name: 'Pen' })).toBeChecked();
    const box = (await layer.boundingBox())!;
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/course/addPdfPaint') && r.request().method() === 'PUT',
    );
    await page.mouse.move(box.x + 60, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 120, { steps: 10 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await materials.main.getByRole('button', { name: 'Open Linear equations.pdf' }).click();
    await expect(layer).toHaveAttribute('data-saved', 'yes');
    // The konva canvas shows dark pixels where the stroke was.
    const drawn = await layer
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        return data.some((v, i) => i % 4 === 3 && v > 200);
      });
    expect(drawn).toBe(true);
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
    const row = (await dialog.locator('.organize-row').first().boundingBox())!;
    const grip = (await dialog.locator('.organize-handle').first().boundingBox())!;
    expect(grip.x + grip.width).toBeGreaterThan(row.x + row.width - 40);
    expect(await seriousAxeFindings(page, '.organize-modal')).toEqual([]);
  });
});
