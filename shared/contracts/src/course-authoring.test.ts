import {
  COURSE_IMAGE_MAX_BYTES,
  COURSE_RULE_MESSAGES,
  COURSE_RULES,
  courseGeneralSchema,
  courseModulesSchema,
  courseOutcomesSchema,
  courseWizardSchema,
  enhancePromptRule,
  fullLessonRule,
  imagePromptTitleRule,
} from './course-authoring';
import { courseFormCreateJsonSchema, courseFormCreateSchema } from './course-form';

/** The English message of each problem, keyed by path ("audiences.1.category"). */
function problems(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error!.issues) {
    const key = issue.path.join('.');
    const rule = Object.entries(COURSE_RULES).find(([, k]) => k === issue.message)?.[0];
    out[key] ??= rule ? COURSE_RULE_MESSAGES[rule as keyof typeof COURSE_RULES] : issue.message;
  }
  return out;
}

const png = (size = 1000) => ({ name: 'cover.png', size, type: 'image/png' });
const general = (over: Record<string, unknown> = {}) => ({
  type: 'academic',
  title: 'Algebra basics',
  description: '',
  image: png(),
  keywords: ['algebra'],
  audiences: [{ category: 'c1', intendedLearners: [] }],
  additionalFees: null,
  educationalSystem: 'sys',
  gradeLevels: ['g1'],
  ...over,
});
const lesson = { tempId: 'l1', name: 'Variables', learningOutcomes: ['Use a variable'] };
const aModule = { tempId: 'm1', name: 'Expressions', lessons: [lesson] };
const outcome = (over: Record<string, unknown> = {}) => ({
  tempId: 'o1',
  statement: 'Solve linear equations',
  scope: 'One variable',
  domain: 'Cognitive',
  performanceCriteria: [{ tempId: 'p1', description: 'Solves 2x+1=5' }],
  modules: [aModule],
  ...over,
});

describe('course rules: the spec’s words', () => {
  it('gives every rule key its English message word for word', () => {
    expect(COURSE_RULE_MESSAGES).toMatchObject({
      min3: 'Must be 3 letters at least!',
      min20: 'Must be 20 characters at least!',
      image: 'Must be image file (jpg, png, etc..) with max size equal to 1mb!',
      required: 'This field is required!',
      keywordsMin: 'You have to add 1 keyword at least!',
      audiencesMin: 'You have to choose at least 1 category!',
      categoryRequired: 'Category field is required',
      fees: 'Fees must be a non-negative number or empty for free course!',
      prerequisite: 'Invalid prerequisite!',
      outcomesMin: 'You have to add 1 learning outcome at least!',
      statementRequired: 'Statement field is required',
      scopeRequired: 'Scope field is required',
      domainRequired: 'Domain field is required',
      criteriaMin: 'You have to add 1 criteria at least!',
      descriptionRequired: 'Description field is required',
      modulesMin: 'You have to add 1 module at least!',
      nameRequired: 'Name field is required',
      lessonsMin: 'You have to add 1 lesson at least!',
      lessonOutcomesMin: 'You have to add 1 learning outcome at least!',
      lessonOutcomeRequired: 'This field is required',
      sampleQuestionsMin: 'You have to add 1 sample questions at least!',
      imageTitle: 'Course title must be at least 3 characters to generate image.',
      promptRequired: 'You have to fill prompt first!',
    });
    for (const [name, key] of Object.entries(COURSE_RULES)) expect(key).toBe(`rules.${name}`);
  });
});

describe('general step', () => {
  it('accepts a complete academic course', () => {
    expect(problems(courseGeneralSchema, general())).toEqual({});
  });

  it('needs a title of 3 characters and a description of 20 when one is given', () => {
    expect(problems(courseGeneralSchema, general({ title: ' ab ', description: 'too short' }))).toEqual({
      title: 'Must be 3 letters at least!',
      description: 'Must be 20 characters at least!',
    });
    expect(problems(courseGeneralSchema, general({ description: 'A description of twenty+' }))).toEqual({});
  });

  it('takes an image file up to 1048576 bytes or an https address, nothing else', () => {
    const msg = { image: 'Must be image file (jpg, png, etc..) with max size equal to 1mb!' };
    expect(problems(courseGeneralSchema, general({ image: png(COURSE_IMAGE_MAX_BYTES) }))).toEqual({});
    expect(problems(courseGeneralSchema, general({ image: png(COURSE_IMAGE_MAX_BYTES + 1) }))).toEqual(msg);
    expect(
      problems(courseGeneralSchema, general({ image: { name: 'a.pdf', size: 10, type: 'application/pdf' } })),
    ).toEqual(msg);
    expect(problems(courseGeneralSchema, general({ image: 'https://example.org/a.png' }))).toEqual({});
    expect(problems(courseGeneralSchema, general({ image: 'http://example.org/a.png' }))).toEqual(msg);
    expect(problems(courseGeneralSchema, general({ image: undefined }))).toEqual(msg);
  });

  it('needs one keyword at least, each filled', () => {
    expect(problems(courseGeneralSchema, general({ keywords: [] }))).toEqual({
      keywords: 'You have to add 1 keyword at least!',
    });
    expect(problems(courseGeneralSchema, general({ keywords: ['a', '  '] }))).toEqual({
      'keywords.1': 'This field is required!',
    });
  });

  it('needs one audience at least, each with a category, no category twice', () => {
    expect(problems(courseGeneralSchema, general({ audiences: [] }))).toEqual({
      audiences: 'You have to choose at least 1 category!',
    });
    expect(
      problems(courseGeneralSchema, general({ audiences: [{ category: '', intendedLearners: [] }] })),
    ).toEqual({
      'audiences.0.category': 'Category field is required',
    });
    const twice = [
      { category: 'c1', intendedLearners: [] },
      { category: 'c1', intendedLearners: ['x'] },
    ];
    expect(problems(courseGeneralSchema, general({ audiences: twice }))).toEqual({
      'audiences.1.category': 'This category is already chosen!',
    });
  });

  it('takes empty fees (free) or a non-negative amount', () => {
    for (const fees of [null, '', 0, 12.5])
      expect(problems(courseGeneralSchema, general({ additionalFees: fees }))).toEqual({});
    expect(problems(courseGeneralSchema, general({ additionalFees: -1 }))).toEqual({
      additionalFees: 'Fees must be a non-negative number or empty for free course!',
    });
    expect(problems(courseGeneralSchema, general({ additionalFees: 'ten' }))).toEqual({
      additionalFees: 'Fees must be a non-negative number or empty for free course!',
    });
  });

  it('needs the educational system and grade levels of an academic course', () => {
    expect(problems(courseGeneralSchema, general({ educationalSystem: '', gradeLevels: [] }))).toEqual({
      educationalSystem: 'This field is required!',
      gradeLevels: 'This field is required!',
    });
  });

  it('needs the pathway of a professional course; the prerequisite is optional but must be a course', () => {
    const pro = (over: Record<string, unknown>) =>
      general({ type: 'professional', educationalSystem: undefined, gradeLevels: undefined, ...over });
    expect(problems(courseGeneralSchema, pro({}))).toEqual({ pathway: 'This field is required!' });
    expect(problems(courseGeneralSchema, pro({ pathway: 'p' }))).toEqual({});
    expect(problems(courseGeneralSchema, pro({ pathway: 'p', prerequisite: 'nope' }))).toEqual({
      prerequisite: 'Invalid prerequisite!',
    });
    expect(
      problems(
        courseGeneralSchema,
        pro({ pathway: 'p', prerequisite: '0b9f5a2e-4c1d-4e8a-9f3b-2a1c5d6e7f80' }),
      ),
    ).toEqual({});
  });
});

describe('outcomes and modules steps', () => {
  it('needs one outcome with statement, scope, domain and a described criterion', () => {
    expect(problems(courseOutcomesSchema, { learningOutcomes: [] })).toEqual({
      learningOutcomes: 'You have to add 1 learning outcome at least!',
    });
    const blank = outcome({ statement: '', scope: ' ', domain: '', performanceCriteria: [] });
    expect(problems(courseOutcomesSchema, { learningOutcomes: [blank] })).toEqual({
      'learningOutcomes.0.statement': 'Statement field is required',
      'learningOutcomes.0.scope': 'Scope field is required',
      'learningOutcomes.0.domain': 'Domain field is required',
      'learningOutcomes.0.performanceCriteria': 'You have to add 1 criteria at least!',
    });
    const vague = outcome({ performanceCriteria: [{ tempId: 'p', description: '' }] });
    expect(problems(courseOutcomesSchema, { learningOutcomes: [vague] })).toEqual({
      'learningOutcomes.0.performanceCriteria.0.description': 'Description field is required',
    });
  });

  it('ignores modules on the outcomes step, and needs them on the modules step', () => {
    expect(problems(courseOutcomesSchema, { learningOutcomes: [outcome({ modules: [] })] })).toEqual({});
    expect(problems(courseModulesSchema, { learningOutcomes: [outcome({ modules: [] })] })).toEqual({
      'learningOutcomes.0.modules': 'You have to add 1 module at least!',
    });
  });

  it('needs named modules with named lessons and their filled learning outcomes', () => {
    const bad = outcome({
      modules: [
        { tempId: 'm', name: '', lessons: [] },
        { tempId: 'n', name: 'ok', lessons: [{ tempId: 'l', name: '', learningOutcomes: [] }] },
        { tempId: 'q', name: 'ok', lessons: [{ tempId: 'l', name: 'ok', learningOutcomes: [' '] }] },
      ],
    });
    expect(problems(courseModulesSchema, { learningOutcomes: [bad] })).toEqual({
      'learningOutcomes.0.modules.0.name': 'Name field is required',
      'learningOutcomes.0.modules.0.lessons': 'You have to add 1 lesson at least!',
      'learningOutcomes.0.modules.1.lessons.0.name': 'Name field is required',
      'learningOutcomes.0.modules.1.lessons.0.learningOutcomes':
        'You have to add 1 learning outcome at least!',
      'learningOutcomes.0.modules.2.lessons.0.learningOutcomes.0': 'This field is required',
    });
  });

  it('accepts the whole wizard course, the image optional there (it may come as the file part)', () => {
    expect(
      problems(courseWizardSchema, { ...general({ image: undefined }), learningOutcomes: [outcome()] }),
    ).toEqual({});
  });
});

describe('AI and the full course form', () => {
  it('asks for a 3-character title before generating an image, and a prompt before enhancing', () => {
    expect(problems(imagePromptTitleRule, 'ab')).toEqual({
      '': 'Course title must be at least 3 characters to generate image.',
    });
    expect(problems(enhancePromptRule, '  ')).toEqual({ '': 'You have to fill prompt first!' });
  });

  it('needs a full lesson’s number, content and one sample questions entry', () => {
    const full = {
      number: '1',
      name: 'Intro',
      learningOutcomes: ['x'],
      content: 'Text',
      sampleQuestions: [{ type: 'mcq', questions: 'Q?' }],
    };
    expect(problems(fullLessonRule, full)).toEqual({});
    expect(problems(fullLessonRule, { ...full, number: 'one', sampleQuestions: [] })).toEqual({
      number: 'Must be a number!',
      sampleQuestions: 'You have to add 1 sample questions at least!',
    });
  });
});

describe('the course form creating a course', () => {
  const formLesson = {
    number: 1,
    name: 'Variables',
    learningOutcomes: ['Use a variable'],
    content: 'A variable names a number.',
    sampleQuestions: [{ type: 'short answer', questions: 'What is x if x + 1 = 2?' }],
  };
  const formCourse = (over: Record<string, unknown> = {}) => ({
    ...general(),
    learningOutcomes: [
      {
        statement: 'Solve linear equations',
        scope: 'One variable',
        domain: 'Cognitive',
        performanceCriteria: [{ description: 'Solves 2x+1=5' }],
      },
    ],
    modules: [{ number: 1, name: 'Expressions', outcome: 0, lessons: [formLesson] }],
    ...over,
  });

  it('passes a whole course, its general fields and complete lessons', () => {
    expect(problems(courseFormCreateSchema, formCourse())).toEqual({});
  });

  it('needs the cover in the browser, not in the json (the file may come apart)', () => {
    const noCover = formCourse({ image: '' });
    expect(problems(courseFormCreateSchema, noCover)).toEqual({
      image: 'Must be image file (jpg, png, etc..) with max size equal to 1mb!',
    });
    expect(problems(courseFormCreateJsonSchema, formCourse({ image: undefined }))).toEqual({});
    expect(problems(courseFormCreateSchema, formCourse({ image: png(COURSE_IMAGE_MAX_BYTES + 1) }))).toEqual({
      image: 'Must be image file (jpg, png, etc..) with max size equal to 1mb!',
    });
  });

  it('asks the type’s own fields, the audiences, and an outcome for each module', () => {
    expect(
      problems(
        courseFormCreateSchema,
        formCourse({
          type: 'professional',
          audiences: [],
          modules: [{ number: 1, name: 'Expressions', outcome: 3, lessons: [formLesson] }],
        }),
      ),
    ).toEqual({
      audiences: 'You have to choose at least 1 category!',
      pathway: 'This field is required!',
      'modules.0.outcome': 'This field is required!',
    });
    expect(problems(courseFormCreateSchema, formCourse({ gradeLevels: [] }))).toEqual({
      gradeLevels: 'This field is required!',
    });
  });
});
