import type { CourseFormValues } from '@elearn/contracts';
import { parseOutline, prefillFromOutline } from './course-outline';

const lesson = {
  lesson_number: 1,
  lesson_name: 'Balancing',
  learning_outcomes: ['Keep both sides equal'],
  content: 'Do the same to both sides.',
  sample_questions: { type: 'short answer', questions: ['Solve x + 2 = 5', 'Solve 2x = 8'] },
};
const outline = {
  name: 'Algebra basics',
  grade_level: 'Grade 7',
  learning_outcomes: [
    {
      statement: 'Solve equations',
      scope: 'Linear',
      domain: 'Cognitive',
      performanceCriteria: ['Isolates x'],
    },
  ],
  modules: [{ module_number: 1, module_name: 'Equations', lessons: [lesson] }],
};
const errorsOf = (value: unknown) => {
  const result = parseOutline(JSON.stringify(value));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};
const empty: CourseFormValues = {
  title: '',
  description: 'A description long enough to keep.',
  keywords: ['algebra'],
  additionalFees: '',
  learningOutcomes: [],
  modules: [],
};

describe('the course outline file', () => {
  it('accepts the outline shape, other_lesson_info optional', () => {
    const result = parseOutline(JSON.stringify(outline));
    expect(result.ok).toBe(true);
  });

  it('says when the file is not JSON or not an object', () => {
    expect(parseOutline('{ "name": ')).toEqual({
      ok: false,
      errors: [{ path: 'file', message: 'form.outline.notJson' }],
    });
    expect(parseOutline('[1, 2]')).toEqual({
      ok: false,
      errors: [{ path: 'file', message: 'form.outline.notObject' }],
    });
  });

  it('lists every missing part by its path, with the spec’s messages', () => {
    expect(errorsOf({})).toEqual([
      { path: 'name', message: 'rules.min3' },
      { path: 'grade_level', message: 'rules.required' },
      { path: 'learning_outcomes', message: 'rules.outcomesMin' },
      { path: 'modules', message: 'rules.modulesMin' },
    ]);
  });

  it('finds errors deep inside modules and lessons', () => {
    const broken = {
      ...outline,
      learning_outcomes: [{ statement: ' ', scope: 'Linear', domain: '', performanceCriteria: [] }],
      modules: [
        {
          module_number: 'one',
          module_name: 'Equations',
          lessons: [
            { ...lesson, lesson_number: 2 },
            { ...lesson, content: '', learning_outcomes: [], sample_questions: [] },
          ],
        },
        { module_number: 2, module_name: 'Graphs', lessons: [] },
      ],
    };
    expect(errorsOf(broken)).toEqual([
      { path: 'learning_outcomes.0.statement', message: 'rules.statementRequired' },
      { path: 'learning_outcomes.0.domain', message: 'rules.domainRequired' },
      { path: 'learning_outcomes.0.performanceCriteria', message: 'rules.criteriaMin' },
      { path: 'modules.0.module_number', message: 'rules.number' },
      { path: 'modules.0.lessons.1.learning_outcomes', message: 'rules.lessonOutcomesMin' },
      { path: 'modules.0.lessons.1.content', message: 'rules.required' },
      { path: 'modules.0.lessons.1.sample_questions', message: 'rules.sampleQuestionsMin' },
      { path: 'modules.1.lessons', message: 'rules.lessonsMin' },
    ]);
  });

  it('refuses a short name, a wrong type of field and a question list that is empty', () => {
    const errors = errorsOf({
      ...outline,
      name: 'Al',
      grade_level: 7,
      modules: [
        {
          module_number: 1,
          module_name: 'Equations',
          lessons: [{ ...lesson, sample_questions: [{ type: 'mcq', questions: [] }] }],
        },
      ],
    });
    expect(errors).toEqual([
      { path: 'name', message: 'rules.min3' },
      { path: 'grade_level', message: 'rules.required' },
      { path: 'modules.0.lessons.0.sample_questions.0.questions', message: 'rules.required' },
    ]);
  });

  it('prefills the form: title, outcomes, modules and lessons; the form keeps its own other fields', () => {
    const result = parseOutline(
      JSON.stringify({
        ...outline,
        modules: [...outline.modules, { ...outline.modules[0], module_number: 2 }],
      }),
    );
    if (!result.ok) throw new Error('expected an outline');
    const values = prefillFromOutline(empty, result.outline);
    expect(values.title).toBe('Algebra basics');
    expect(values.description).toBe(empty.description);
    expect(values.learningOutcomes).toEqual([
      {
        statement: 'Solve equations',
        scope: 'Linear',
        domain: 'Cognitive',
        performanceCriteria: [{ description: 'Isolates x' }],
      },
    ]);
    expect(values.modules.map((m) => m.outcome)).toEqual([0, 0]);
    expect(values.modules[0]!.lessons[0]).toEqual({
      number: 1,
      name: 'Balancing',
      learningOutcomes: ['Keep both sides equal'],
      content: 'Do the same to both sides.',
      sampleQuestions: [{ type: 'short answer', questions: 'Solve x + 2 = 5\nSolve 2x = 8' }],
      otherInfo: '',
    });
  });
});
