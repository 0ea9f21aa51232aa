import type { EveCourse } from '@elearn/contracts';
import { courseFromUrl } from './course-from-url';

const algebra: EveCourse = { id: 'a1', seoTxt: 'algebra-foundations', title: 'Algebra', role: 'learner' };
const physics: EveCourse = { id: 'p1', seoTxt: 'physics', title: 'Physics', role: 'learner' };
const courses = [algebra, physics];

describe('courseFromUrl', () => {
  it.each([
    '/en/dashboard/course-progress/p1',
    '/ar/dashboard/study/p1/lo/mod/lesson',
    '/fr/dashboard/assessment/p1/lo/mod/lesson',
    '/de/dashboard/placement/p1',
    '/en/course/physics',
    '/en/course/physics/forum/some-post',
  ])('reads the course of %s', (path) => {
    expect(courseFromUrl(path, courses)).toBe(physics);
  });

  it("falls back to the picked course, then the first, for pages without one or another user's course", () => {
    expect(courseFromUrl('/en/dashboard', courses, 'p1')).toBe(physics);
    expect(courseFromUrl('/en/course/someone-elses', courses)).toBe(algebra);
    expect(courseFromUrl('/en/dashboard', [])).toBeNull();
  });
});
