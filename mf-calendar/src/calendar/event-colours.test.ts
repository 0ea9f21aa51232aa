import { contrast, EVENT_BACKGROUNDS, eventColours, textOn } from './event-colours';

describe('event colours', () => {
  it('computes WCAG contrast (white on black is 21:1, FullCalendar’s default blue fails)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#3788d8')).toBeLessThan(4.5);
  });

  it.each(Object.entries(EVENT_BACKGROUNDS))('%s events: text on %s reaches 4.5:1', (_kind, background) => {
    expect(contrast(textOn(background), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('tells own, course and learning-time events apart, with light or dark text as each needs', () => {
    expect(eventColours({ eventId: 'e1', canEdit: true }).textColor).toBe('#ffffff');
    expect(eventColours({ eventId: 'e2', canEdit: false }).backgroundColor).toBe(EVENT_BACKGROUNDS.course);
    expect(eventColours({ eventId: 'learning-time-3', canEdit: false })).toEqual({
      backgroundColor: EVENT_BACKGROUNDS.learningTime,
      borderColor: EVENT_BACKGROUNDS.learningTime,
      textColor: '#111827',
    });
  });
});
