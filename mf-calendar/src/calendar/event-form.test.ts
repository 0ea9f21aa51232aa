import type { CalendarEvent } from './calendar.resource';
import { editInput, eventValues, newEventValues, startOf, toInput, validateEvent } from './event-form';

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

describe('editing all events of a series', () => {
  // The first part of a split: UNTIL is the last occurrence before the split (Saturday 14 March, 10:00 in Berlin).
  const start = new Date('2026-03-07T09:00:00Z');
  const event = {
    _id: 'e1',
    title: 'Study group',
    notes: '',
    allDay: false,
    startDate: start.toISOString(),
    endTime: '11:30',
    courseId: null,
    url: '/en/calendar',
    rRule: 'FREQ=WEEKLY;BYDAY=SA,MO;UNTIL=20260314T090000Z;WKST=SA',
  } as unknown as CalendarEvent;
  const initial = eventValues(event, start);

  it('keeps the stored rule when the repetition was not touched (the day shown would reach the split day)', () => {
    const input = editInput({ ...initial, title: 'Renamed' }, initial, event, 'all');
    expect(input).toMatchObject({ title: 'Renamed', rRule: event.rRule, startDate: event.startDate });
  });

  it('writes the fields’ rule when the repetition was changed', () => {
    const changed = { ...initial, recurrence: { ...initial.recurrence, weekdays: ['SA' as const] } };
    expect(editInput(changed, initial, event, 'all').rRule).toMatch(/^FREQ=WEEKLY;BYDAY=SA;UNTIL=/);
  });

  it('"this event" sends no rule', () => {
    expect(editInput(initial, initial, event, 'this').rRule).toBeNull();
  });
});
