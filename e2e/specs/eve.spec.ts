import { newAccount } from '../fixtures/accounts';
import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { EvePage } from '../pages/eve.page';
import { LearningDashboardPage } from '../pages/learning-dashboard.page';

const LIMIT = 'You have reached your chat limit. Please upgrade your plan to continue chatting with Eve.';
const LOCKED = 'This feature is locked. Please subscribe, renew your plan, or upgrade to unlock Eve Chat.';

test.describe('Eve, the AI tutor (mf-tools)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('answers about a seeded lesson with a quote and a working link, keeps threads over a reload, then shows the daily limit', async ({
    page,
    learner,
  }) => {
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    const eve = new EvePage(page);
    await eve.open();
    await expect(
      eve.panel().getByText('Your instructors can read your conversations with Eve'),
    ).toBeVisible();
    await expect(eve.panel().locator('#mt-eve-course').locator('..')).toContainText('Algebra Foundations');

    // Enhance needs a prompt first; the message goes on typing.
    await eve.panel().getByRole('button', { name: 'Enhance prompt' }).click();
    await expect(eve.panel().getByText('You have to fill prompt first!')).toBeVisible();
    await eve.prompt().fill('What does an open circle on a number line mean?');
    await expect(eve.panel().getByText('You have to fill prompt first!')).toHaveCount(0);
    // The box is rich text: the question made bold by the toolbar is sent as Markdown and shown bold.
    await eve.prompt().press('ControlOrMeta+a');
    await eve.panel().getByRole('button', { name: 'Bold' }).click();
    await expect(eve.prompt().locator('strong')).toHaveText(
      'What does an open circle on a number line mean?',
    );

    await eve.panel().getByRole('button', { name: 'Send' }).click();
    const answer = eve.eveMessages().last();
    await expect(answer.locator('blockquote')).toContainText(
      'an open circle marks a value that is not included',
    );
    const link = answer.getByRole('link', { name: 'Solving linear inequalities' });
    await expect(link).toHaveAttribute(
      'href',
      /^\/en\/dashboard\/study\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
    );
    await expect(eve.threads()).toHaveText(['What does an open circle on a number line mean?']);
    await expect(eve.panel().locator('.mt-eve-msg--you strong')).toHaveText(
      'What does an open circle on a number line mean?',
    );

    // The thread survives a reload.
    await page.reload();
    await eve.open();
    await expect(eve.threads()).toHaveText(['What does an open circle on a number line mean?']);
    await eve.threads().first().click();
    await expect(eve.eveMessages().last().locator('blockquote')).toContainText('open circle');

    // The Pro plan asks once a day: the next question gets the 429 message with its link.
    await eve.ask('What is the slope of a line?');
    await expect(eve.panel().getByRole('alert').filter({ hasText: LIMIT })).toBeVisible();
    await expect(eve.panel().getByRole('link', { name: 'See subscription options' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
    // The refused question is back in the box, not lost.
    await expect(eve.prompt()).toHaveText('What is the slope of a line?');

    // The lesson link goes to the lesson's study page.
    await eve.threads().first().click();
    const href = await eve
      .eveMessages()
      .last()
      .getByRole('link', { name: 'Solving linear inequalities' })
      .getAttribute('href');
    await eve.eveMessages().last().getByRole('link', { name: 'Solving linear inequalities' }).click();
    await expect(page).toHaveURL(new RegExp(`${href!.replaceAll('/', '\\/')}$`));
  });

  test('a plan without Eve shows the locked message with the subscription options', async ({
    page,
    request,
  }) => {
    const basic = await newAccount(request, { plan: 'Basic', enrolments: ['algebra-foundations'] });
    await new LearningDashboardPage(page).signInAs(basic.email, basic.password);
    const eve = new EvePage(page);
    await eve.open();
    await expect(eve.panel().getByRole('alert').filter({ hasText: LOCKED })).toBeVisible();
    await expect(eve.panel().getByRole('link', { name: 'See subscription options' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
  });

  test('in Arabic the panel opens on the left, right to left, and has no serious axe findings', async ({
    page,
    learner,
  }) => {
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    await page.goto('/ar/dashboard');
    const eve = new EvePage(page);
    await eve.open('اسأل إيف، المعلمة الذكية');
    await expect(page.locator('.mt-eve').getByText('إيف، معلمتك الذكية')).toBeVisible();
    const direction = await eve.panel().evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
    const box = (await eve.panel().boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeLessThan(width / 2);
    expect(await seriousAxeFindings(page, '.mt-eve')).toEqual([]);
  });
});
