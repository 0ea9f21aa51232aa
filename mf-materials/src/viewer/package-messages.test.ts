import { SCORM_MESSAGE_TYPE } from '@elearn/contracts/constants';
import { packageMessageOf } from './package-messages';

const frame = {} as Window;
const other = {} as Window;
const cmi = {
  lesson_status: 'passed',
  score_raw: 100,
  score_min: 0,
  score_max: 100,
  suspend_data: 'q1=4;q2=5',
  lesson_location: '',
  total_time: '00:01:00',
};
const message = { type: SCORM_MESSAGE_TYPE, event: 'commit', cmi };

describe('packageMessageOf', () => {
  it('takes the runtime’s message from the viewer’s own frame', () => {
    expect(packageMessageOf({ source: frame, data: message }, frame)).toEqual(message);
  });

  it('ignores another window, a missing frame and messages of another shape', () => {
    expect(packageMessageOf({ source: other, data: message }, frame)).toBeNull();
    expect(packageMessageOf({ source: null, data: message }, frame)).toBeNull();
    expect(packageMessageOf({ source: frame, data: message }, null)).toBeNull();
    expect(packageMessageOf({ source: frame, data: 'passed' }, frame)).toBeNull();
    expect(packageMessageOf({ source: frame, data: { ...message, type: 'other' } }, frame)).toBeNull();
    expect(
      packageMessageOf(
        { source: frame, data: { ...message, cmi: { ...cmi, lesson_status: 'done' } } },
        frame,
      ),
    ).toBeNull();
    expect(
      packageMessageOf({ source: frame, data: { ...message, cmi: { ...cmi, score_raw: 1e9 } } }, frame),
    ).toBeNull();
  });
});
