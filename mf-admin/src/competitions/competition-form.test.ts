import { loadEnglish, messagesOf } from '../common/messages.test-support';
import { competitionValues, localInput, toCompetitionBody, validateCompetition } from './competition-form';

beforeAll(loadEnglish);

describe('the competition form', () => {
  it('starts now and runs a week', () => {
    const now = new Date(2030, 4, 1, 9, 30);
    expect(competitionValues(now)).toEqual({
      courseId: '',
      startsAt: '2030-05-01T09:30',
      endsAt: '2030-05-08T09:30',
    });
  });

  it('needs a course, and an end after the start', () => {
    const values = { ...competitionValues(new Date(2030, 4, 1, 9, 30)), endsAt: '2030-05-01T09:00' };
    expect(messagesOf(validateCompetition(values))).toEqual({
      courseId: 'This field is required!',
      endsAt: 'The end must come after the start.',
    });
  });

  it('sends the instants the local fields name', () => {
    const start = new Date(2030, 4, 1, 9, 30);
    const body = toCompetitionBody({ courseId: 'c', startsAt: localInput(start), endsAt: '' });
    expect(body).toEqual({ courseId: 'c', startsAt: start.toISOString(), endsAt: '' });
  });
});
