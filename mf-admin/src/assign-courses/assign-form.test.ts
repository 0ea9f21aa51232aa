import { loadEnglish, messagesOf } from '../common/messages.test-support';
import { emptyAssignment, validateAssignment } from './assign-form';

beforeAll(loadEnglish);

describe('the Assign Courses To Instructors form', () => {
  it('requires both lists, word for word', () => {
    expect(messagesOf(validateAssignment(emptyAssignment()))).toEqual({
      courses: 'Courses List field is required!',
      instructors: 'Instructors List field is required!',
    });
  });

  it('accepts a course and an instructor', () => {
    const id = '0b7e5f6e-8a43-4c1e-9d2a-3f1b2c4d5e6f';
    expect(validateAssignment({ courses: [id], instructors: [id] })).toEqual({});
  });
});
