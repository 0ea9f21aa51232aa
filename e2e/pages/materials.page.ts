import { expect, type Locator, type Page } from '@playwright/test';
import { type Account, newAccount, newCourse } from '../fixtures/accounts';

/**
 * A course of the test's own with the sample materials (with `withPackage`, also
 * the demo SCORM package in Unit 1), its instructor and an enrolled learner.
 */
export async function materialsCourse(page: Page, { withPackage = false } = {}) {
  const course = await newCourse(page.request, { title: 'Materials fixture' });
  const instructor = await newAccount(page.request, { role: 'Instructor', teaching: [course.seoTxt] });
  const learner = await newAccount(page.request, { enrolments: [course.seoTxt] });
  const seeded = await page.request.post('/api/test-fixtures/materials', {
    data: { courseId: course.id, ownerId: instructor.id, withPackage },
  });
  expect(seeded.status()).toBe(201);
  return { course, instructor, learner };
}

/** A learner of a fresh materials course, signed in, with the course's PDF open in the viewer. */
export async function learnerViewingPdf(page: Page) {
  const { course, learner } = await materialsCourse(page);
  const materials = new MaterialsPage(page);
  await materials.signIn(learner);
  await materials.open(course.id);
  const viewer = await materials.openFile(SAMPLE_PDF);
  return { course, materials, viewer };
}

/** The PDF among the sample materials. */
export const SAMPLE_PDF = 'Linear equations.pdf';

/** The materials manager of mf-materials (/{lang}/dashboard/courses/{id}/materials). */
export class MaterialsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
  }

  /** Signs in through the API (the response sets the refresh cookie the page picks up). */
  async signIn({ email, password }: Account): Promise<void> {
    const origin = new URL(process.env.E2E_BASE_URL!).origin;
    const response = await this.page.request.post('/api/auth/login', {
      data: { email, password },
      headers: { origin, 'x-requested-with': 'elearn' },
    });
    expect(response.status()).toBe(200);
  }

  async open(courseId: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard/courses/${courseId}/materials`);
    await expect(this.main.locator('.materials-tree')).toBeVisible();
  }

  /** Opens a file of the tree in the viewer dialog (named for the file). */
  async openFile(name: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `Open ${name}` }).click();
    return this.page.getByRole('dialog', { name });
  }

  folder(name: string): Locator {
    return this.main.locator('.materials-folder', {
      has: this.page.locator(`.materials-name:text-is("${name}")`),
    });
  }

  async expand(name: string): Promise<void> {
    const toggle = this.main.getByRole('button', { name: `Expand ${name}` });
    if (await toggle.isVisible()) await toggle.click();
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-message-notice', { hasText: text });
  }

  async save(): Promise<void> {
    await this.main.getByRole('button', { name: 'Save Course Material' }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: 'Are you sure you want to Save ?' });
    await confirm.getByRole('button', { name: 'Save Course Material' }).click();
    await expect(this.toast('Saved Successfully')).toBeVisible();
  }

  /** Opens Organize Folders: the full-screen dialog. */
  async organize(): Promise<Locator> {
    await this.main.getByRole('button', { name: 'Organize Folders' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Organize Folders' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /**
   * Drags the item `name` by its grip and lets it go on row `target` at
   * `fraction` of its height (a folder: < 0.25 before, > 0.75 after, else inside).
   */
  async dragInOrganizer(dialog: Locator, name: string, target: string, fraction: number): Promise<void> {
    const grip = await dialog.getByRole('button', { name: `Move ${name}`, exact: true }).boundingBox();
    const row = await dialog.locator(`.organize-row[data-name="${target}"]`).boundingBox();
    await this.page.mouse.move(grip!.x + grip!.width / 2, grip!.y + grip!.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(grip!.x + grip!.width / 2 + 10, grip!.y + grip!.height / 2 + 10, { steps: 4 });
    await this.page.mouse.move(row!.x + row!.width / 2, row!.y + row!.height * fraction, { steps: 12 });
    await expect(dialog.locator(`.organize-row.organize-over[data-name="${target}"]`)).toBeVisible();
    await this.page.mouse.up();
  }

  /** The names of the organizer's top-level folders, in order. */
  topFolders(dialog: Locator): Promise<string[]> {
    return dialog
      .locator('.organize-tree > li > .organize-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name') ?? ''));
  }

  /** Whether the drawing layer's canvas has opaque ink inside the box (layer pixels from its top left). */
  inkIn(layer: Locator, box: { x: number; y: number; width: number; height: number }): Promise<boolean> {
    return layer
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement, b) => {
        const ratio = canvas.width / canvas.getBoundingClientRect().width;
        const { data } = canvas
          .getContext('2d')!
          .getImageData(b.x * ratio, b.y * ratio, b.width * ratio, b.height * ratio);
        return data.some((v, i) => i % 4 === 3 && v > 200);
      }, box);
  }
}
