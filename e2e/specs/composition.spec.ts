import { expect, type Page, test } from '@playwright/test';

interface ShareInfo {
  from: string;
  loaded?: boolean;
  lib?: unknown;
}

/** Every shared module version the page actually loaded, with who provided it. */
async function loadedShares(page: Page) {
  return page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded: { pkg: string; version: string; from: string }[] = [];
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded || info.lib) loaded.push({ pkg, version, from: info.from });
          }
        }
      }
    }
    return loaded;
  });
}

const regionMounted = (page: Page, app: string) => page.locator(`[data-app="${app}"][data-state="mounted"]`);

test.describe('runtime composition', () => {
  test('several remotes loading at once share one copy of each singleton, on every cold load', async ({
    browser,
  }) => {
    for (let load = 0; load < 6; load += 1) {
      // A fresh context is a cold load: empty cache, new share scope.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/en');
      await expect(regionMounted(page, 'mf-header:header')).toBeVisible();
      await expect(regionMounted(page, 'mf-learning:main')).toBeAttached();
      const shares = await loadedShares(page);
      const byPackage = new Map<string, Set<string>>();
      for (const { pkg, version } of shares)
        byPackage.set(pkg, (byPackage.get(pkg) ?? new Set()).add(version));
      for (const pkg of [
        'react',
        'react-dom',
        'react-dom/client',
        'i18next',
        'react-i18next',
        '@elearn/platform',
        '@elearn/ui',
      ]) {
        expect(byPackage.get(pkg)?.size, `${pkg} copies on load ${load + 1}`).toBe(1);
      }
      // The runtime records as `from` whoever loaded a module first: the icon core is used only by
      // remotes' icons, so a remote loads the shell's copy first (remotes are built with
      // `import: false` and cannot hold one of their own; ADR 0004, 0005).
      expect(
        shares.filter((s) => s.from !== 'shell' && s.pkg !== '@elearn/ui/icon-base'),
        'modules provided by a remote',
      ).toEqual([]);
      expect(byPackage.get('@elearn/ui/icon-base')?.size ?? 1, 'icon core copies').toBe(1);
      await context.close();
    }
  });

  test('a remote that cannot load shows a fallback in its own region and the rest keeps working', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-learning/**', (route) => route.abort('connectionfailed'));
    const reported = page.waitForRequest(
      (r) => r.url().endsWith('/api/createErrorLog') && r.method() === 'POST',
    );
    await page.goto('/en');

    const fallback = page.getByTestId('fallback-mf-learning');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    const report = await reported;
    expect(report.postDataJSON()).toMatchObject({ error: expect.any(String) });

    // The header, from another remote, still works.
    await expect(regionMounted(page, 'mf-header:header')).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /log ?in|sign ?in/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/login/);
    await expect(regionMounted(page, 'mf-header:main')).toBeVisible();

    // Back on the landing, once the remote is reachable again Retry brings it in.
    await page.goBack();
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/remotes/mf-learning/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden({ timeout: 30_000 });
    await expect(regionMounted(page, 'mf-learning:main')).toBeVisible();
  });

  test('a bad remotes.json entry is skipped and the others still mount', async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.remotes.unshift({ name: 'Not A Remote', manifest: 42 });
      await route.fulfill({ response, json });
    });
    await page.goto('/en');
    await expect(regionMounted(page, 'mf-header:header')).toBeVisible();
    await expect(regionMounted(page, 'mf-learning:main')).toBeAttached();
  });

  test('a path no remote owns shows the translated not-found page', async ({ page }) => {
    await page.goto('/fr/no-such-page');
    await expect(page.getByText('Page introuvable')).toBeVisible();
    await page.goto('/xx/no-such-page');
    await expect(page).toHaveURL(/\/en\/no-such-page$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});
