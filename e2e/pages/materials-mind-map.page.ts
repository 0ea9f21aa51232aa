import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAxeFindings } from '../fixtures/axe';

/** The course mind map of mf-materials (/{lang}/dashboard/courses/{id}/mind-map). */
export class MindMapPage {
  readonly main: Locator;
  readonly tree: Locator;
  /** The side panel with the chosen node's description. */
  readonly details: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#region-main');
    this.tree = this.main.getByRole('tree');
    this.details = this.main.locator('.mind-map-panel');
  }

  async open(courseId: string, lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/dashboard/courses/${courseId}/mind-map`);
    await expect(this.tree).toBeVisible();
  }

  node(name: string): Locator {
    return this.tree.getByRole('treeitem', { name, exact: true });
  }

  /** Names of the nodes shown, in reading order. */
  shownNames(): Promise<string[]> {
    return this.tree
      .getByRole('treeitem')
      .allInnerTexts()
      .then((texts) => texts.map((t) => t.replace(/[+−]$/, '').trim()));
  }

  async press(...keys: string[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }

  zoomLevel(): Locator {
    return this.main.locator('output.mind-map-zoom');
  }

  /** The drawn width of the map (its zoomed stage) in CSS pixels. */
  async drawnWidth(): Promise<number> {
    return (await this.main.locator('.mind-map-stage').boundingBox())!.width;
  }

  /** Turns the mouse wheel over the map with Ctrl held (`up`: towards the user, zooming in). */
  async ctrlWheel(up: boolean): Promise<void> {
    const pane = (await this.main.getByTestId('mind-map-pane').boundingBox())!;
    await this.page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
    await this.page.keyboard.down('Control');
    await this.page.mouse.wheel(0, up ? -100 : 100);
    await this.page.keyboard.up('Control');
  }

  axe(): Promise<string[]> {
    return seriousAxeFindings(this.page, '#region-main');
  }
}
