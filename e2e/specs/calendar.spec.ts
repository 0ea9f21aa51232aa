import ICAL from 'ical.js';
import { expect, test } from '../fixtures/test';
import { CalendarPage } from '../pages/calendar.page';

// One zone and locale for every test: the expansion is checked in Berlin time.
test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

const pad = (n: number) => String(n).padStart(2, '0');
const dayString = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** The first Saturday after today (in next week's Saturday-to-Friday week). */
function nextSaturday(): Date {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
  return d;
}

test.describe('calendar (mf-calendar)', () => {
  test('a weekly Saturday-and-Monday event of 5 occurrences: create, see, edit one, edit following, make it monthly, delete', async ({
    page,
  }) => {
    // One long flow of about forty steps: it may take longer than one page's budget.
    test.slow();
    const calendar = new CalendarPage(page);
    await calendar.signIn();
    await calendar.open();
    const saturday = nextSaturday();

    // Create it through the dialog, by keyboard where a user would type.
    await calendar.main.getByRole('button', { name: 'Add event' }).click();
    const dialog = calendar.dialog();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please, Type a title!')).toBeVisible();
    await dialog.getByLabel('Title').fill('Study group');
    await dialog.getByLabel('Start date').fill(dayString(saturday));
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('11:00');
    await dialog.getByRole('switch', { name: 'Repeat' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please, Select at least a day!')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Saturday' }).check();
    await dialog.getByRole('checkbox', { name: 'Monday' }).check();
    await dialog.getByRole('radio', { name: 'After' }).check();
    await dialog.getByLabel('occurrences').fill('5');
    await dialog.getByLabel('Title').press('Enter');
    await expect(calendar.toast('Added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Exactly 5, across three Saturday-to-Friday weeks.
    await calendar.step('Next');
    const perWeek: number[] = [];
    for (let week = 0; week < 4; week += 1) {
      if (week > 0) await calendar.step('Next');
      perWeek.push(await calendar.events('Study group').count());
    }
    expect(perWeek).toEqual([2, 2, 1, 0]);
    await calendar.step('Previous');
    await calendar.step('Previous');

    // Only the third occurrence (second week's Saturday), opened with the keyboard.
    await calendar.events('Study group').first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Title')).toHaveValue('Study group');
    await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(dialog.getByLabel('occurrences')).toHaveValue('5');
    await dialog.getByLabel('Title').fill('Moved');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await calendar.confirm('This event');
    await expect(calendar.toast('Editted successfully!')).toBeVisible();
    await expect(calendar.events('Moved')).toHaveCount(1);
    await expect(calendar.events('Study group')).toHaveCount(1);

    // This and following, from the fourth (that week's Monday).
    await calendar.events('Study group').click();
    await dialog.getByLabel('Title').fill('Later');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await calendar.confirm('This and following events');
    await expect(calendar.events('Later')).toHaveCount(1);
    await calendar.step('Previous');
    await expect(calendar.events('Study group')).toHaveCount(2);
    await calendar.step('Next');
    await calendar.step('Next');
    await expect(calendar.events('Later')).toHaveCount(1);

    // The following part becomes monthly on the last Friday.
    await calendar.events('Later').click();
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Monthly' });
    await dialog.getByRole('radio', { name: 'On the' }).check();
    await dialog.getByRole('combobox', { name: 'Which' }).selectOption({ label: 'Last' });
    await dialog.getByRole('combobox', { name: 'Weekday' }).selectOption({ label: 'Friday' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await calendar.confirm('All events');
    await expect(calendar.toast('Editted successfully!').last()).toBeVisible();
    const from = new Date(saturday.getTime() - 86_400_000).toISOString();
    const to = new Date(saturday.getTime() + 300 * 86_400_000).toISOString();
    const later = (await calendar.occurrences(from, to)).filter((o) => o.title === 'Later');
    expect(later.length).toBeGreaterThan(1);
    // RFC 5545: the part's own start (the Monday it was split at) stays its first occurrence, though the rule gives Fridays.
    expect(new Date(later[0]!.start).getUTCDay()).toBe(1);
    for (const o of later.slice(1)) {
      const start = new Date(o.start);
      expect(start.getUTCDay()).toBe(5);
      expect(new Date(start.getTime() + 7 * 86_400_000).getUTCMonth()).not.toBe(start.getUTCMonth());
    }

    // Delete the monthly series.
    await calendar.chooseView('Month');
    const firstLater = new Date(later[0]!.start);
    while (!(await calendar.events('Later').count())) await calendar.step('Next');
    expect(await calendar.period().textContent()).toContain(
      firstLater.toLocaleString('en-GB', { month: 'long', timeZone: 'Europe/Berlin' }),
    );
    await calendar.events('Later').first().click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await calendar.confirm('All events');
    await expect(calendar.toast('Deleted successfully!')).toBeVisible();
    await expect(calendar.events('Later')).toHaveCount(0);
    expect((await calendar.occurrences(from, to)).filter((o) => o.title === 'Later')).toEqual([]);
  });

  test('views, 12/24 hours, year counts, a day opened from the month, and axe on each view and the dialog', async ({
    page,
  }) => {
    // Five views, each rendered and checked by axe: over a minute when the machine is busy.
    test.slow();
    const calendar = new CalendarPage(page);
    await calendar.signIn();
    const year = new Date().getUTCFullYear();
    await calendar.addEvent({
      title: 'Exam',
      startDate: `${year}-06-10T09:00:00+02:00`,
      endTime: '11:00',
      timeZone: 'Europe/Berlin',
      rRule: 'FREQ=DAILY;COUNT=3',
    });
    await calendar.open();
    expect(await calendar.axe()).toEqual([]);

    await calendar.chooseView('Day');
    await expect(calendar.main.locator('.fc-timegrid-slot-label').filter({ hasText: '13:00' })).toHaveCount(
      1,
    );
    await calendar.main.getByRole('switch', { name: '24 hours' }).click();
    await expect(
      calendar.main.locator('.fc-timegrid-slot-label').filter({ hasText: /^1(:00)?\s?pm$/i }),
    ).toHaveCount(1);
    expect(await calendar.axe()).toEqual([]);

    await calendar.chooseView('Year');
    const june = calendar.main.getByRole('button', { name: /June/ });
    await expect(june).toContainText('3 events');
    await expect(calendar.main.getByRole('button', { name: /July/ })).toContainText('No Events');
    expect(await calendar.axe()).toEqual([]);

    await june.click();
    await expect(calendar.period()).toHaveText(`June ${year}`);
    await expect(calendar.main.locator('.cal-grid--month')).toBeVisible();
    await expect(calendar.events('Exam')).toHaveCount(3);
    // The week row starts on Saturday.
    await expect(calendar.main.locator('.fc-col-header-cell').first()).toHaveText(/Sat/);
    expect(await calendar.axe()).toEqual([]);

    await calendar.main.locator('.fc-daygrid-day[data-date$="-06-11"] .fc-daygrid-day-number').click();
    await expect(calendar.period()).toHaveText(`June 11, ${year}`);
    await expect(calendar.events('Exam')).toHaveCount(1);
    // The Day view with its hours, and the dropdown says so.
    await expect(calendar.main.getByRole('combobox', { name: 'View' })).toHaveValue('day');
    // (12-hour clock since the switch above.)
    await expect(
      calendar.main.locator('.cal-grid--day .fc-timegrid-slot-label').filter({ hasText: /^9(:00)?\s?am$/i }),
    ).toHaveCount(1);

    await calendar.main.getByRole('button', { name: 'Add event' }).click();
    await expect(calendar.dialog().getByLabel('End time')).toHaveValue('00:00');
    expect(await calendar.axe('.ant-modal')).toEqual([]);
    await calendar.dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(calendar.dialog()).toBeHidden();
  });

  test('the private iCalendar feed downloads and parses back with its RRULE', async ({ page }) => {
    const calendar = new CalendarPage(page);
    await calendar.signIn();
    await calendar.addEvent({
      title: 'Reading, chapter 2; notes',
      startDate: '2030-03-02T10:00:00+01:00',
      endTime: '11:00',
      timeZone: 'Europe/Berlin',
      rRule: 'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5',
    });
    await calendar.open();
    await calendar.main.getByRole('button', { name: 'Subscribe (iCalendar)' }).click();
    const address = page.getByRole('textbox', { name: 'Your private calendar address' });
    await expect(address).toHaveValue(/\/api\/calender\/feed\/.+\.ics$/);
    const url = await address.inputValue();
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    const ics = new ICAL.Component(ICAL.parse(await feed.text()));
    for (const zone of ics.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(ics.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Reading, chapter 2; notes');
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual([
      '2030-03-02T09:00:00.000Z',
      '2030-03-04T09:00:00.000Z',
      '2030-03-09T09:00:00.000Z',
      '2030-03-11T09:00:00.000Z',
      '2030-03-16T09:00:00.000Z',
    ]);
    expect(await calendar.axe('.ant-modal')).toEqual([]);
  });

  test('Arabic: right to left, Arabic month names, weeks from Saturday', async ({ page }) => {
    const calendar = new CalendarPage(page);
    await calendar.signIn();
    await calendar.open('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(calendar.main.locator('.fc-direction-rtl')).toBeVisible();
    await expect(calendar.main.getByRole('heading', { level: 1 })).toHaveText('التقويم');
    await expect(calendar.main.locator('.fc-col-header-cell').first()).toContainText('السبت');
    await calendar.main.getByRole('combobox', { name: 'العرض' }).selectOption({ label: 'شهر' });
    const month = new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(),
    );
    await expect(calendar.period()).toContainText(month);
    // Logical layout: the toolbar's end group sits on the left in RTL.
    const end = await calendar.main.locator('.cal-toolbar__end').boundingBox();
    const heading = await calendar.period().boundingBox();
    expect(end!.x).toBeLessThan(heading!.x);
    expect(await calendar.axe()).toEqual([]);
  });

  test('the monthly ordinals are the spec’s: First to Four, Last', async ({ page }) => {
    const calendar = new CalendarPage(page);
    await calendar.signIn();
    await calendar.open();
    await calendar.main.getByRole('button', { name: 'Add event' }).click();
    const dialog = calendar.dialog();
    await dialog.getByRole('switch', { name: 'Repeat' }).check();
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'Monthly' });
    await dialog.getByRole('radio', { name: 'On the' }).check();
    await expect(dialog.getByRole('combobox', { name: 'Which' }).locator('option')).toHaveText([
      'First',
      'Second',
      'Third',
      'Four',
      'Last',
    ]);
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [1280, 360]) {
      test(`event blocks and week headers at ${width} px in ${lang}: readable colours, no overlap, 0 serious axe findings`, async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        const calendar = new CalendarPage(page);
        await calendar.signIn();
        // Today in Berlin, timed and all-day: blocks in the week and day grids, a block in the month.
        const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
        const offset = new Date().toLocaleString('en-US', {
          timeZone: 'Europe/Berlin',
          timeZoneName: 'longOffset',
        });
        const zone = offset.match(/GMT([+-]\d{2}:\d{2})/)?.[1] ?? '+00:00';
        await calendar.addEvent({
          title: 'Revision',
          notes: 'Chapters 1 to 3',
          startDate: `${today}T09:00:00${zone}`,
          endTime: '11:00',
          timeZone: 'Europe/Berlin',
        });
        await calendar.addEvent({
          title: 'Holiday',
          allDay: true,
          startDate: `${today}T00:00:00${zone}`,
          endTime: '00:00',
          timeZone: 'Europe/Berlin',
        });
        await calendar.open(lang);
        await expect(calendar.events('Revision')).toHaveCount(1);
        await expect(calendar.events('Holiday')).toHaveCount(1);
        // Week: the day headers sit side by side without overlapping or overflowing.
        const headers = await calendar.main.locator('.fc-col-header-cell').evaluateAll((cells) =>
          cells.map((cell) => {
            const cushion = cell.querySelector<HTMLElement>('.fc-col-header-cell-cushion')!;
            const box = cushion.getBoundingClientRect();
            const cellBox = cell.getBoundingClientRect();
            return {
              left: box.left,
              right: box.right,
              cellLeft: cellBox.left - 0.5,
              cellRight: cellBox.right + 0.5,
            };
          }),
        );
        expect(headers).toHaveLength(7);
        for (const h of headers) {
          expect(h.left).toBeGreaterThanOrEqual(h.cellLeft);
          expect(h.right).toBeLessThanOrEqual(h.cellRight);
        }
        expect(await calendar.axe()).toEqual([]);
        const views = lang === 'en' ? { day: 'Day', month: 'Month' } : { day: 'يوم', month: 'شهر' };
        const viewSelect = calendar.main.getByRole('combobox', { name: lang === 'en' ? 'View' : 'العرض' });
        await viewSelect.selectOption({ label: views.day });
        await expect(calendar.events('Revision')).toHaveCount(1);
        expect(await calendar.axe()).toEqual([]);
        await viewSelect.selectOption({ label: views.month });
        await expect(calendar.events('Holiday')).toHaveCount(1);
        expect(await calendar.axe()).toEqual([]);
      });
    }
  }
});
