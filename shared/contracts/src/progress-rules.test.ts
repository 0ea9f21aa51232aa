import { mayPreviewCourse, showsSubscribeLink } from './progress-rules';

describe('mayPreviewCourse', () => {
  it('lets admins and the course instructors preview, nobody else', () => {
    expect(mayPreviewCourse(4, null)).toBe(true);
    expect(mayPreviewCourse(2, 'instructor')).toBe(true);
    expect(mayPreviewCourse(3, null)).toBe(false);
    expect(mayPreviewCourse(1, 'learner')).toBe(false);
  });
});

describe('showsSubscribeLink', () => {
  it('shows for a learner of the course below editor without a plan', () => {
    expect(showsSubscribeLink(1, 'learner', false)).toBe(true);
    expect(showsSubscribeLink(2, 'learner', false)).toBe(true);
  });
  it('hides with a plan, for editors and up, and for instructors of the course', () => {
    expect(showsSubscribeLink(1, 'learner', true)).toBe(false);
    expect(showsSubscribeLink(3, 'learner', false)).toBe(false);
    expect(showsSubscribeLink(2, 'instructor', false)).toBe(false);
  });
});
