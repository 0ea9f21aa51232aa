import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { MaterialsPage, materialsCourse } from '../pages/materials.page';

const PACKAGE = 'Equations check-up.zip';
const FRAME = 'iframe.materials-package-frame';

test.describe('SCORM packages (mf-materials)', () => {
  test('a learner plays the package in the viewer and sees it completed, after a reload too; Arabic is right to left', async ({
    page,
  }) => {
    test.slow();
    const { course, learner } = await materialsCourse(page, { withPackage: true });
    const materials = new MaterialsPage(page);
    await materials.signIn(learner);
    await materials.open(course.id);
    await materials.main.getByRole('button', { name: `Open ${PACKAGE}` }).click();
    const viewer = page.getByRole('dialog', { name: PACKAGE });
    await expect(viewer.locator(FRAME)).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    const frame = viewer.frameLocator(FRAME);

    // The package found the runtime's API in its own frame and started an attempt.
    await expect(frame.getByText('Ready.')).toBeVisible();
    await expect(viewer.getByText('Status: incomplete')).toBeVisible();
    await frame.getByLabel('x = 4').check();
    await frame.getByLabel('x = 5').check();
    await frame.getByRole('button', { name: 'Submit answers' }).click();
    await expect(frame.getByText('Score: 100% — passed')).toBeVisible();
    await expect(viewer.getByText('Status: passed')).toBeVisible();
    await expect(viewer.getByText('Score: 100 / 100')).toBeVisible();
    await expect(viewer.getByText('Completed', { exact: true })).toBeVisible();
    await expect(viewer.getByText('Progress saved')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('scorm-en.png') });
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);

    // The package cannot reach the site: its frame is an opaque origin.
    const origin = await viewer.locator(FRAME).evaluate((f: HTMLIFrameElement) => {
      try {
        return f.contentWindow!.document.cookie;
      } catch {
        return 'blocked';
      }
    });
    expect(origin).toBe('blocked');

    // Saved on the server: after a reload the file is completed and the package resumes.
    await page.reload();
    await expect(materials.main.locator('.materials-tree')).toBeVisible();
    await materials.main.getByRole('button', { name: `Open ${PACKAGE}` }).click();
    await expect(viewer.getByText('Completed', { exact: true })).toBeVisible();
    await expect(viewer.frameLocator(FRAME).getByText('Last attempt: passed (100%).')).toBeVisible();

    // Arabic: the viewer's chrome right to left, the package's own page as it is.
    await materials.open(course.id, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await materials.main.getByRole('button', { name: `فتح ${PACKAGE}` }).click();
    const arViewer = page.getByRole('dialog', { name: PACKAGE });
    await expect(arViewer.getByText('مكتمل', { exact: true })).toBeVisible();
    await expect(arViewer.getByText('الحالة: ناجح')).toBeVisible();
    await expect(arViewer.frameLocator(FRAME).getByText('Last attempt: passed (100%).')).toBeVisible();
    expect(
      await arViewer.locator('.materials-package').evaluate((el) => getComputedStyle(el).direction),
    ).toBe('rtl');
    await page.screenshot({ path: test.info().outputPath('scorm-ar.png') });
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
  });
});
