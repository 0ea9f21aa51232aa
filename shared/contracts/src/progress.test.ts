import { learningTimesBodySchema } from './index';

const errorsOf = (learningTimes: unknown[]) => {
  const result = learningTimesBodySchema.safeParse({ learningTimes });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('learningTimesBodySchema', () => {
  it('accepts entries with a time and at least one day', () => {
    expect(errorsOf([{ alarmTime: '07:30', repeatDays: [0, 6] }])).toEqual({});
  });
  it('names each wrong field with the spec message key', () => {
    expect(
      errorsOf([
        { alarmTime: '', repeatDays: [1] },
        { alarmTime: '25:00', repeatDays: [] },
        { alarmTime: '08:00', repeatDays: [7] },
      ]),
    ).toEqual({
      'learningTimes.0.alarmTime': 'validation.learningTimes.alarmRequired',
      'learningTimes.1.alarmTime': 'validation.learningTimes.alarmRequired',
      'learningTimes.1.repeatDays': 'validation.learningTimes.dayRequired',
      'learningTimes.2.repeatDays': 'validation.learningTimes.dayRequired',
    });
  });
  it('needs at least one entry', () => {
    expect(errorsOf([])).toEqual({ learningTimes: 'validation.learningTimes.entryRequired' });
  });
});
