import type { Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { HeaderLoginPage, HeaderRegisterPage, uniqueEmail } from '../pages/header-auth.page';
import { HeaderRewards } from '../pages/header-rewards.page';

// Each test gets its own learner with coins (the `learner` fixture), so no other worker spends them.
const ITEM = 'Sticker pack';

async function signIn(page: Page, learner: Account, lang = 'en') {
  const login = new HeaderLoginPage(page);
  await login.goto('en');
  await login.signIn(learner.email, learner.password);
  const rewards = new HeaderRewards(page);
  await rewards.header.expectSignedIn();
  if (lang !== 'en') {
    await page.goto(`/${lang}/dashboard`);
    await expect(rewards.header.accountButton()).toBeVisible();
  }
  return rewards;
}

const toNumber = (text: string | null) => Number(text?.replace(/[^\d]/g, ''));

test.describe('coins store (mf-header + store API)', () => {
  test('a learner buys an item after confirming, sees the coins drop and the item in the warehouse', async ({
    page,
    learner,
  }) => {
    const rewards = await signIn(page, learner);
    const store = await rewards.openFromStat('coins', 'Coins store');

    // What the warehouse holds before.
    await store.getByRole('tab', { name: 'Warehouse' }).click();
    await expect(store.locator('[aria-busy="true"]')).toHaveCount(0);
    const owned = store.getByRole('article', { name: ITEM }).getByTestId('owned-count');
    const ownedBefore = (await owned.count()) === 0 ? 0 : toNumber(await owned.textContent());

    await store.getByRole('tab', { name: 'Store' }).click();
    const card = rewards.storeItem(ITEM);
    await expect(card).toBeVisible();
    const price = toNumber(await card.getByTestId('item-price').textContent());
    const leftBefore = toNumber(await card.getByTestId('item-available').textContent());
    await card.getByRole('button', { name: `Buy ${ITEM}` }).click();
    const confirm = rewards.box(`Buy ${ITEM}?`);
    await expect(confirm).toContainText(`It costs ${price} coins.`);
    await confirm.getByRole('button', { name: 'Buy' }).dblclick();

    const done = rewards.box(`${ITEM} is in your warehouse now.`);
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    // One purchase for the double click: exactly one fewer left.
    await expect(card.getByTestId('item-available')).toHaveText(String(leftBefore - 1));
    // The header shows the coins the purchase left, as the store does.
    const storeCoins = await store.getByTestId('store-coins').textContent();
    await expect(rewards.header.statValue('coins')).toHaveText(storeCoins!);

    await store.getByRole('tab', { name: 'Warehouse' }).click();
    await expect(store.getByRole('article', { name: ITEM }).getByTestId('owned-count')).toHaveText(
      String(ownedBefore + 1),
    );
  });

  test('a learner without coins is told so with OK, and nothing changes', async ({ page }) => {
    const register = new HeaderRegisterPage(page);
    const rewards = new HeaderRewards(page);
    await register.goto('en');
    await register.register({
      firstName: 'Poor',
      lastName: 'Buyer',
      email: uniqueEmail(),
      password: 'Learn2025',
    });
    await rewards.header.expectSignedIn();
    const store = await rewards.openFromStat('coins', 'Coins store');
    await expect(store.getByTestId('store-coins')).toHaveText('0');
    const card = rewards.storeItem(ITEM);
    const left = await card.getByTestId('item-available').textContent();
    await card.getByRole('button', { name: `Buy ${ITEM}` }).click();
    await rewards.box(`Buy ${ITEM}?`).getByRole('button', { name: 'Buy' }).click();
    const refused = rewards.box('Purchase not completed');
    await expect(refused).toContainText('You do not have enough coins for this item.');
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(refused).toBeHidden();
    await expect(store.getByTestId('store-coins')).toHaveText('0');
    await expect(card.getByTestId('item-available')).toHaveText(left!);
    await store.getByRole('tab', { name: 'Warehouse' }).click();
    await expect(store.getByText('Your warehouse is empty. Items you buy appear here.')).toBeVisible();
  });

  test('Arabic: the streak, ranking and store dialogs read right to left', async ({
    page,
    learner,
  }, testInfo) => {
    const rewards = await signIn(page, learner, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const shoot = async (name: string) => {
      const path = testInfo.outputPath(name);
      await page.screenshot({ path });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    };
    const expectRtl = async (dialog: ReturnType<HeaderRewards['dialog']>) =>
      expect(dialog.locator('xpath=ancestor-or-self::*[contains(@class, "ant-modal-wrap")]')).toHaveClass(
        /rtl/,
      );

    const streak = await rewards.openFromStat('streak', 'سلسلة أيامك');
    await expect(streak.getByText('هذا الأسبوع')).toBeVisible();
    await expect(streak.locator('li[data-day]')).toHaveCount(7);
    await expectRtl(streak);
    // Saturday, the first day, sits on the right in Arabic.
    const days = streak.locator('li[data-day]');
    const first = (await days.first().boundingBox())!;
    const last = (await days.last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    await shoot('streak-ar.png');
    await page.keyboard.press('Escape');
    await expect(streak).toBeHidden();

    const ranking = await rewards.openFromStat('level', /^ترتيب عام \d{4}$/);
    await expect(ranking.getByRole('columnheader', { name: 'المركز' })).toBeVisible();
    await expectRtl(ranking);
    await shoot('ranking-ar.png');
    await page.keyboard.press('Escape');
    await expect(ranking).toBeHidden();

    const store = await rewards.openFromStat('coins', 'متجر العملات');
    await expect(store.getByRole('tab', { name: 'المتجر' })).toBeVisible();
    await expect(store.getByRole('button', { name: `شراء ${ITEM}` })).toBeVisible();
    await expectRtl(store);
    await shoot('store-ar.png');
    await store.getByRole('tab', { name: 'المخزن' }).click();
    await expect(store.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot('warehouse-ar.png');
  });
});
