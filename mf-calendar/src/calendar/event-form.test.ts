import type { CalendarEvent } from './calendar.resource';
import { eventValues, newEventValues, startOf, toInput, validateEvent } from './event-form';

const start = new Date(2026, 2, 7, 10, 0);

describe('the event dialog’s fields', () => {
  it('starts with the end time 00:00, no repetition and a weekly default on the start’s weekday', () => {
    const values = newEventValues(start);
    expect(values).toMatchObject({ endTime: '00:00', startDay: '2026-03-07', startTime: '10:00' });
    expect(values.recurrence).toMatchObject({ repeat: false, interval: 1, weekdays: ['SA'] });
  });

  it('asks for a title and, weekly, at least a day', () => {
    const values = newEventValues(start);
    values.title = '   ';
    values.recurrence = { ...values.recurrence, repeat: true, weekdays: [] };
    expect(validateEvent(values)).toEqual({
      title: 'validation.calendar.title',
      'recurrence.weekdays': 'validation.calendar.weekdays',
    });
  });

  it('refuses an end before the start, but takes 00:00 as the end of the day', () => {
    const values = { ...newEventValues(start), title: 'x', endTime: '09:00' };
    expect(validateEvent(values).endTime).toBe('validation.calendar.endBeforeStart');
    expect(validateEvent({ ...values, endTime: '00:00' })).toEqual({});
  });

  it('sends a trimmed title, the local start as an instant, the zone and the rule', () => {
    const values = newEventValues(start);
    values.title = '  Study  ';
    values.recurrence = {
      ...values.recurrence,
      repeat: true,
      weekdays: ['SA', 'MO'],
      end: 'count',
      count: 5,
    };
    const input = toInput(values, '/en/calendar');
    expect(input).toMatchObject({
      title: 'Study',
      startDate: start.toISOString(),
      rRule: 'FREQ=WEEKLY;BYDAY=SA,MO;COUNT=5;WKST=SA',
      url: '/en/calendar',
      courseId: null,
    });
    expect(input.timeZone).toBeTruthy();
  });

  it('restores every recurrence setting of a stored event', () => {
    const event = {
      title: 'Review',
      notes: '',
      allDay: false,
      startDate: start.toISOString(),
      endTime: '11:00',
      courseId: null,
      rRule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;COUNT=4;WKST=SA',
    } as unknown as CalendarEvent;
    const values = eventValues(event, start);
    expect(values.recurrence).toMatchObject({
      repeat: true,
      frequency: 'MONTHLY',
      interval: 2,
      monthlyBy: 'weekday',
      ordinal: -1,
      ordinalWeekday: 'FR',
      end: 'count',
      count: 4,
    });
    expect(toInput(values, '').rRule).toBe(event.rRule);
    expect(startOf(values)).toEqual(start);
  });
});
