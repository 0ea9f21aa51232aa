import { expect, type Locator, type Page } from '@playwright/test';

/** mf-tools' floating toolbox (tools region) and its tools. */
export class ToolsPage {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.locator('#region-tools');
  }

  tab(name = 'Tools'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  menu(name = 'Tools'): Locator {
    return this.region.getByRole('dialog', { name });
  }

  async openMenu(): Promise<Locator> {
    await this.tab().click();
    const menu = this.menu();
    await expect(menu).toBeVisible();
    return menu;
  }

  calculator(): Locator {
    return this.region.getByRole('region', { name: 'Calculator' });
  }

  equation(): Locator {
    return this.calculator().getByRole('textbox', { name: 'Equation' });
  }

  result(): Locator {
    return this.calculator().getByRole('status', { name: 'Result' });
  }

  /** The fullscreen dialogs render in antd's portal, outside the region. */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async openWatch(): Promise<Locator> {
    const menu = await this.openMenu();
    await menu.getByRole('button', { name: 'Timer and stopwatch' }).click();
    const dialog = this.dialog('Timer and stopwatch');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Draws a stroke across the board's canvas, in canvas-relative fractions. */
  async drawStroke(board: Locator, from: [number, number], to: [number, number]): Promise<void> {
    const canvas = board.getByRole('application', { name: 'Drawing area' });
    const box = (await canvas.boundingBox())!;
    const at = ([fx, fy]: [number, number]) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    await this.page.mouse.move(...at(from));
    await this.page.mouse.down();
    for (let step = 1; step <= 8; step++) {
      const x = from[0] + ((to[0] - from[0]) * step) / 8;
      const y = from[1] + ((to[1] - from[1]) * step) / 8;
      await this.page.mouse.move(...at([x, y]));
    }
    await this.page.mouse.up();
  }

  /** How many pixels of the board's canvas are not white (what has been drawn). */
  inkOf(board: Locator): Promise<number> {
    return board
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d')!;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) ink++;
        return ink;
      });
  }
}
