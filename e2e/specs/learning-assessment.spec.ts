import { seriousAxeFindings } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { HeaderAlerts } from '../pages/header-alerts.page';
import { LearningAssessmentPage } from '../pages/learning-assessment.page';
import { LearningDashboardPage } from '../pages/learning-dashboard.page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('assessments and performance (mf-learning)', () => {
  // Each test takes a whole test or two through the composed site: more steps than most specs.
  test.slow();

  test('a new learner takes the lesson assessment, passes, sees the review and the XP change', async ({
    page,
    learner,
  }) => {
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);
    const xpBefore = Number(await dashboard.statValue('xp').textContent());
    const assess = new LearningAssessmentPage(page);
    const at = await assess.firstLesson();

    const started = page.waitForResponse(
      (r) => r.url().includes('/api/assessment/lesson/') && r.request().method() === 'POST',
    );
    await page.goto(`/en/dashboard/assessment/${at.courseId}/${at.lo}/${at.mod}/${at.lesson}`);
    const { hash: examHash } = (await (await started).json()) as { hash: string };
    await expect(assess.question()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('exam-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    // The essay stays empty: it scores 0 at once, the objective answers pass the test.
    await assess.answerAll(examHash);
    await assess.submit();
    await expect(assess.main.getByText('Passed', { exact: true })).toBeVisible();
    await expect(assess.main.getByText(/^\+\d+ XP$/)).toBeVisible();
    await expect(assess.main.getByText('Right answer').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('result-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    await page.goto('/en/dashboard');
    await expect
      .poll(async () => Number(await dashboard.statValue('xp').textContent()))
      .toBeGreaterThan(xpBefore);

    // A second attempt is refused with a clear message, and the way to the review of the first.
    await page.goto(`/en/dashboard/assessment/${at.courseId}/${at.lo}/${at.mod}/${at.lesson}`);
    await expect(
      assess.main.getByText('You have already taken the assessment of this lesson.', { exact: false }),
    ).toBeVisible();
    await assess.main.getByRole('link', { name: 'See your answers and marks' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/dashboard/assessment/${at.courseId}/${examHash}$`));
    await expect(assess.main.getByText('Right answer').first()).toBeVisible();
  });

  test('at 360 px: an unfinished generated test waits in My Assessments to be resumed, the performance page shows the learner card, nothing runs off the side', async ({
    page,
    learner,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);
    const assess = new LearningAssessmentPage(page);
    const { courseId } = await assess.firstLesson();
    const generate = async () => {
      await page.goto(`/en/dashboard/placement/${courseId}`);
      const dialog = page.getByRole('dialog', { name: 'Placement test' });
      await assess.percent('Essay').fill('0');
      await assess.percent('Multiple choice').fill('80');
      await dialog.getByRole('spinbutton', { name: 'Questions' }).fill('2');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/en/dashboard/assessment/${courseId}/[a-f0-9]{32}$`));
      await expect(assess.question()).toBeVisible();
      return assess.hashOfUrl();
    };
    // One taken (the chart has a point), one opened and left without an answer.
    const taken = await generate();
    await assess.answerAll(taken);
    await assess.submit();
    const left = await generate();

    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const lang of ['en', 'ar']) {
      await page.goto(`/${lang}/dashboard/my-performance`);
      await expect(page.locator('.ml-learner-card h2')).toBeVisible();
      await expect(page.locator('.recharts-line-dot')).toHaveCount(1);
      expect(await sideways()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`performance-360-${lang}.png`), fullPage: true });
      expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
      await page.getByRole('tab').nth(2).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await sideways()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`matrix-360-${lang}.png`), fullPage: true });
    }

    await page.goto('/en/dashboard/my-performance');
    await expect(page.getByRole('link', { name: 'Study log' })).toBeVisible();
    await page.getByRole('tab', { name: 'My Assessments' }).click();
    const unfinished = page.getByRole('region', { name: 'Unfinished tests' });
    await expect(unfinished.getByRole('link', { name: /^Resume / })).toHaveCount(1);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('unfinished-360-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await unfinished.getByRole('link', { name: /^Resume / }).click();
    await expect(page).toHaveURL(new RegExp(`/en/dashboard/assessment/${courseId}/${left}$`));
    await expect(assess.question()).toBeVisible();
  });

  test('the placement dialog refuses wrong totals, then generates a test that shows in My Assessments and on the chart', async ({
    page,
    learner,
  }) => {
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);
    const assess = new LearningAssessmentPage(page);
    const { courseId } = await assess.firstLesson();

    await page.goto('/en/dashboard/my-performance');
    await page.getByRole('tab', { name: 'My Assessments' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'My Assessments' }).getByText("You haven't took any exam, yet!"),
    ).toBeVisible();

    await page.goto(`/en/dashboard/placement/${courseId}`);
    const dialog = page.getByRole('dialog', { name: 'Placement test' });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await assess.percent('Hard').fill('20');
    await expect(dialog.getByText('Total difficulty percentage is 110%. It must equal 100%.')).toBeVisible();
    await expect(save).toBeDisabled();
    await assess.percent('Essay').fill('0');
    await expect(
      dialog.getByText('Total question-type percentage is 90%. It must equal 100%.'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('placement-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);

    await assess.percent('Hard').fill('10');
    await assess.percent('Multiple choice').fill('80');
    await expect(dialog.getByText(/It must equal 100%/)).toHaveCount(0);
    await dialog.getByRole('spinbutton', { name: 'Questions' }).fill('3');
    await save.click();
    await expect(page).toHaveURL(new RegExp(`/en/dashboard/assessment/${courseId}/[a-f0-9]{32}$`));
    const hash = assess.hashOfUrl();
    await assess.answerAll(hash);
    await assess.submit();
    await expect(assess.main.getByText('3 of 3 (100%)')).toBeVisible();

    await page.goto('/en/dashboard/my-performance');
    await expect(page.getByRole('figure', { name: 'Percentage score by date' })).toBeVisible();
    await expect(page.getByText(/: 100% \(3\/3 passed\)/)).toBeAttached();
    // One exam is one dot (a line needs two): the chart's surface and its dot are drawn.
    await expect(page.locator('.recharts-surface')).toBeVisible();
    await expect(page.locator('.recharts-line-dot')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('performance-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
    await page.getByRole('tab', { name: 'My Assessments' }).click();
    await page
      .getByRole('tabpanel', { name: 'My Assessments' })
      .getByRole('button', { name: /^Algebra.*100%$/ })
      .click();
    const review = page.getByRole('dialog', { name: 'Exam review' });
    await expect(review.getByText('3 of 3 (100%)')).toBeVisible();
    await review.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Performance matrix' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('matrix-en.png'), fullPage: true });
    await expect(page.getByRole('button', { name: /Algebra.*100%/ })).toBeVisible();
  });

  test('an essay marked by the course instructor updates the result and notifies the learner', async ({
    browser,
  }) => {
    const name = `Essayist${stamp()}`;
    const learner = await HeaderAlerts.open(browser);
    await learner.signIn({
      plan: 'Pro',
      enrolments: ['algebra-foundations'],
      firstName: name,
      lastName: 'Kamal',
    });
    const assess = new LearningAssessmentPage(learner.page);
    const { courseId } = await assess.firstLesson();
    await learner.goto(`/dashboard/placement/${courseId}`);
    await assess.percent('Multiple choice').fill('0');
    await assess.percent('True / false').fill('0');
    await assess.percent('Essay').fill('100');
    await learner.page.getByRole('dialog').getByRole('spinbutton', { name: 'Questions' }).fill('1');
    await learner.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(learner.page).toHaveURL(/\/en\/dashboard\/assessment\//);
    await assess.answerAll(assess.hashOfUrl(), 'Equations are balanced, so both sides change together.');
    await assess.submit();
    await expect(assess.main.getByText('Waiting for a mark')).toBeVisible();

    const instructor = await HeaderAlerts.open(browser);
    await instructor.signIn({
      role: 'Instructor',
      teaching: ['algebra-foundations'],
      firstName: 'Omar',
      lastName: 'Farouk',
    });
    await instructor.goto(`/dashboard/essay-marking/${courseId}`);
    const card = instructor.page.locator('.ml-essay', { hasText: name });
    await expect(card).toBeVisible();
    await instructor.page.screenshot({ path: test.info().outputPath('essays-en.png'), fullPage: true });
    expect(await seriousAxeFindings(instructor.page, '#region-main')).toEqual([]);
    await card.getByLabel('Mark (0–100)').fill('150');
    await card.getByRole('button', { name: 'Save mark' }).click();
    await expect(card.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    await card.getByLabel('Mark (0–100)').fill('80');
    await card.getByRole('button', { name: 'Save mark' }).click();
    await expect(card).toHaveCount(0);

    await learner.page.reload();
    await expect(assess.main.getByText('Mark: 80%')).toBeVisible();
    const panel = await learner.openPanel('notifications');
    await expect(panel.getByText(/Your essay in .* was marked: 80%\./)).toBeVisible();
  });

  test('a test is kept to the browser that opened it last, a failed opening says so, and Continue here takes it back', async ({
    page,
    browser,
    learner,
  }) => {
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);
    const assess = new LearningAssessmentPage(page);
    const at = await assess.firstLesson();
    const url = `/en/dashboard/assessment/${at.courseId}/${at.lo}/${at.mod}/${at.lesson}`;

    // The exam cookie cannot be stored: the questions stay hidden, the reason shows, Retry opens the test.
    await page.route('**/api/assessment/exam/*/seat', (route) => route.abort('connectionrefused'));
    const started = page.waitForResponse(
      (r) => r.url().includes('/api/assessment/lesson/') && r.request().method() === 'POST',
    );
    await page.goto(url);
    const { hash } = (await (await started).json()) as { hash: string };
    const key = await assess.answerKey(hash);
    const n = key.findIndex((q) => q.type !== 'essay');
    const choiceRole = key[n]!.correct.length > 1 ? 'checkbox' : 'radio';
    await expect(assess.main.getByRole('alert')).toContainText(
      'Failed to store exam cookie: The server could not be reached. Check your connection.',
    );
    await expect(assess.question()).toHaveCount(0);
    await page.unroute('**/api/assessment/exam/*/seat');
    await assess.main.getByRole('button', { name: 'Try again' }).click();
    await expect(assess.question()).toBeVisible();

    // The same learner opens the test on another device: this page's next answer is refused.
    const phoneContext = await browser.newContext();
    const phone = await phoneContext.newPage();
    await new LearningDashboardPage(phone).signInAs(learner.email, learner.password);
    await phone.goto(url);
    await expect(new LearningAssessmentPage(phone).question()).toBeVisible();
    await assess.main.getByRole('button', { name: `Question ${n + 1}, not answered` }).click();
    await assess.main.getByRole(choiceRole).first().check();
    const elsewhere = assess.main.getByRole('alert').filter({ hasText: 'open in another browser' });
    await expect(elsewhere).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('exam-elsewhere-en.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);

    // Continue here: the kept answer is sent and the test is this page's again.
    await elsewhere.getByRole('button', { name: 'Continue here' }).click();
    await expect(elsewhere).toHaveCount(0);
    await expect(assess.main.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
    await phone.reload();
    await phone.getByRole('button', { name: `Question ${n + 1}, answered` }).click();
    await expect(phone.locator('#region-main').getByRole(choiceRole).first()).toBeChecked();
    await phoneContext.close();
  });

  test('the test page reads right to left in Arabic', async ({ page, learner }) => {
    const dashboard = new LearningDashboardPage(page);
    // Signed in on the English form; the language is the URL's.
    await dashboard.signInAs(learner.email, learner.password);
    const assess = new LearningAssessmentPage(page);
    const at = await assess.firstLesson();
    await page.goto(`/ar/dashboard/assessment/${at.courseId}/${at.lo}/${at.mod}/${at.lesson}`);
    await expect(assess.question()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(assess.main.getByText(/^السؤال 1 من \d+/)).toBeVisible();
    await expect(assess.main.getByRole('navigation', { name: 'خريطة الأسئلة' })).toBeVisible();
    const direction = await assess.main.locator('.ml-exam').evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
    await page.screenshot({ path: test.info().outputPath('exam-ar.png'), fullPage: true });
    await page.goto('/ar/dashboard/my-performance');
    await expect(page.getByRole('heading', { name: 'أدائي' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('performance-ar.png'), fullPage: true });
    await page.goto(`/ar/dashboard/placement/${at.courseId}`);
    await expect(page.getByRole('dialog', { name: 'اختبار تحديد المستوى' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('placement-ar.png'), fullPage: true });
    expect(await seriousAxeFindings(page, '.ant-modal')).toEqual([]);
    await page.goto(`/ar/dashboard/assessment/${at.courseId}/${at.lo}/${at.mod}/${at.lesson}`);
    await expect(assess.question()).toBeVisible();
    // The question map starts at the right edge.
    const [first, second] = await assess.main
      .locator('.ml-exam__map-item')
      .evaluateAll((items) => items.slice(0, 2).map((i) => i.getBoundingClientRect().left));
    expect(first!).toBeGreaterThan(second!);
    expect(await seriousAxeFindings(page, '#region-main')).toEqual([]);
  });
});
