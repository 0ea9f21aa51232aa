import { seriousAxeFindings } from '../fixtures/axe';
import { CLUSTER } from '../fixtures/tags';
import { expect, test } from '../fixtures/test';
import { MaterialsPage, materialsCourse } from '../pages/materials.page';

test.describe('course materials (mf-materials)', () => {
  test(
    'upload with progress, a failed upload retried, save; a folder made inactive is gone for a learner',
    CLUSTER,
    async ({ page }) => {
      test.slow();
      const { course, instructor, learner } = await materialsCourse(page);
      const materials = new MaterialsPage(page);
      await materials.signIn(instructor);
      await materials.open(course.id);
      await expect(materials.folder('Unit 1: Equations')).toBeVisible();
      expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

      // An unsupported type is refused before any upload.
      const input = materials.main.getByTestId('materials-file-input');
      await input.setInputFiles({
        name: 'drawing.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg/>'),
      });
      await expect(materials.toast('Unsupported file formats')).toBeVisible();

      // The first direct PUT fails on the network: the row turns red with a retry.
      let failOnce = true;
      // The presigned address is the API's own, or the bucket's when the site runs with S3 (@cluster).
      const presigned = (url: URL) =>
        url.pathname === '/api/storage/object' || url.pathname.startsWith('/uploads/');
      await page.route(presigned, (route) => {
        if (route.request().method() === 'PUT' && failOnce) {
          failOnce = false;
          return route.abort('failed');
        }
        return route.continue();
      });
      await input.setInputFiles({
        name: 'reading-notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Notes for unit one.\n'),
      });
      await expect(materials.main.getByText('Failed to upload')).toBeVisible();
      await materials.main.getByRole('button', { name: 'Retry upload of reading-notes.txt' }).click();
      await expect(
        materials.main.getByRole('progressbar', { name: 'Uploading reading-notes.txt' }),
      ).toHaveAttribute('aria-valuenow', '100');
      await expect(materials.main.getByRole('button', { name: 'Open reading-notes.txt' })).toBeVisible();

      // Unit 2 hidden from learners, then saved.
      await materials.folder('Unit 2: Graphs').getByRole('checkbox').first().uncheck();
      await materials.save();
      await page.screenshot({ path: test.info().outputPath('materials-en.png'), fullPage: true });

      // The learner sees Unit 1 (with the new file) but not Unit 2.
      await materials.signIn(learner);
      await materials.open(course.id);
      await expect(materials.folder('Unit 1: Equations')).toBeVisible();
      await expect(materials.main.getByRole('button', { name: 'Open reading-notes.txt' })).toBeVisible();
      await expect(materials.folder('Unit 2: Graphs')).toHaveCount(0);
      await expect(materials.main.getByRole('checkbox')).toHaveCount(0);
    },
  );

  test('a learner opens a PDF in the viewer; Arabic is right to left', async ({ page }) => {
    const { course, learner } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(learner);
    await materials.open(course.id);
    await materials.main.getByRole('button', { name: 'Open Linear equations.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: 'Linear equations.pdf' });
    await expect(viewer.getByTestId('pdf-page')).toBeVisible();
    await expect(viewer.getByText('Page 1 of 1')).toBeVisible();
    // The canvas was painted (not blank).
    const painted = await viewer.getByTestId('pdf-page').evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return data.some((v, i) => i % 4 !== 3 && v < 128);
    });
    expect(painted).toBe(true);
    await page.screenshot({ path: test.info().outputPath('viewer-en.png') });
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
    await viewer.getByRole('button', { name: 'Close' }).first().click();

    await materials.open(course.id, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(materials.main.getByRole('heading', { name: 'مواد المقرر' })).toBeVisible();
    const box = await materials.main.locator('.materials-row').first().boundingBox();
    const toggle = await materials.main.locator('.materials-toggle').first().boundingBox();
    // The +/− toggle starts the row on the right in Arabic.
    expect(toggle!.x + toggle!.width).toBeGreaterThan(box!.x + box!.width - 40);
    await page.screenshot({ path: test.info().outputPath('materials-ar.png'), fullPage: true });
  });

  test('the roadmap: units, a lesson’s files, the viewer with previous/next, Current Unit, and resuming at the remembered material', async ({
    page,
  }) => {
    const { course, learner } = await materialsCourse(page);
    const materials = new MaterialsPage(page);
    await materials.signIn(learner);
    await materials.open(course.id);
    await materials.main.getByRole('button', { name: 'View Course Roadmap' }).click();
    const roadmap = page.getByRole('dialog', { name: 'Course roadmap' });
    await expect(roadmap.getByText('Current Unit: Unit 1: Equations')).toBeVisible();
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);

    await roadmap.getByRole('button', { name: '1 Unit 1: Equations' }).click();
    await roadmap.getByRole('button', { name: 'Unit 1: Equations (2)' }).click();
    const lesson = page.getByRole('dialog', { name: 'Unit 1: Equations', exact: true });
    await lesson.getByRole('button', { name: 'Linear equations.pdf' }).click();
    await expect(roadmap.getByTestId('pdf-page')).toBeVisible();
    await expect(roadmap.getByRole('button', { name: 'Previous material' })).toHaveCount(0);
    await roadmap.getByRole('button', { name: 'Next material' }).click();
    await expect(roadmap.getByRole('region', { name: 'Formula sheet.txt' })).toBeVisible();
    await expect(roadmap.getByRole('button', { name: 'Previous material' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('materials-roadmap:'))!),
      ),
    ).toBe('1');
    await roadmap.getByRole('button', { name: 'Return to map' }).click();
    await expect(roadmap.getByTestId('roadmap-map')).toBeVisible();

    // Opened again (here after a reload), the roadmap goes on at the last material.
    await page.reload();
    await materials.main.getByRole('button', { name: 'View Course Roadmap' }).click();
    await expect(roadmap.getByRole('region', { name: 'Formula sheet.txt' })).toBeVisible();
    await expect(roadmap.getByRole('button', { name: 'Return to map' })).toBeVisible();

    // In Arabic too; the English text file keeps its own direction.
    await materials.open(course.id, 'ar');
    await materials.main.getByRole('button', { name: 'عرض خريطة المقرر' }).click();
    const text = page.getByRole('region', { name: 'Formula sheet.txt' }).locator('pre');
    await expect(text).toContainText('Formula sheet');
    expect(await text.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  });
});
