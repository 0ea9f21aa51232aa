import { flatErrors } from './course-form-steps.component';
import { gradeLevelsFromOutline } from './course-outline';
import { emptyNewCourse } from './new-course-form.page';

const grades = [
  { id: 'g7', name: 'Grade 7' },
  { id: 'g8', name: 'Grade 8' },
];

describe('creating a course by the form', () => {
  it('starts academic, free, with one audience to choose and nothing else filled', () => {
    expect(emptyNewCourse()).toMatchObject({
      type: 'academic',
      additionalFees: null,
      audiences: [{ category: '', intendedLearners: [] }],
      learningOutcomes: [],
      modules: [],
    });
  });

  it('takes an outline’s grade_level as the grade level of that name, for an academic course only', () => {
    const course = emptyNewCourse();
    expect(gradeLevelsFromOutline(course, ' grade 8 ', grades).gradeLevels).toEqual(['g8']);
    expect(gradeLevelsFromOutline(course, 'Year 12', grades).gradeLevels).toEqual([]);
    const professional = { ...course, type: 'professional' as const };
    expect(gradeLevelsFromOutline(professional, 'Grade 8', grades)).toBe(professional);
  });

  it('lists nested errors by path, as the steps and the list under the form read them', () => {
    expect(
      flatErrors({
        title: 'rules.min3',
        audiences: [{ category: 'rules.categoryRequired' }],
        modules: [undefined, { lessons: [{ content: 'rules.required' }] }],
      }),
    ).toEqual({
      title: 'rules.min3',
      'audiences.0.category': 'rules.categoryRequired',
      'modules.1.lessons.0.content': 'rules.required',
    });
    expect(flatErrors({ 'modules.0.name': 'rules.nameRequired' })).toEqual({
      'modules.0.name': 'rules.nameRequired',
    });
  });
});
