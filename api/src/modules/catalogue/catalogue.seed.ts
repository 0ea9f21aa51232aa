import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import {
  type AudienceEntry,
  audienceCategories,
  courseDetails,
  courseInstructors,
  courses,
  educationalSystems,
  gradeLevels,
  type LearningOutcome,
  type Module,
  pathwayCourses,
  pathways,
  users,
} from '../../db/schema';
import { DEMO_COURSE_CONTENT, type SeedCourse } from '../courses/seed-content';

const EDUCATIONAL_SYSTEMS = [
  'Egyptian National Curriculum',
  'IGCSE (Cambridge)',
  'American Diploma',
  'International Baccalaureate',
];

const GRADE_LEVELS = [
  'Grade 7',
  'Grade 8',
  'Grade 9',
  'Grade 10',
  'Grade 11',
  'Grade 12',
  'University',
  'Working professionals',
];

const AUDIENCE_CATEGORIES: AudienceEntry[] = [
  {
    sector: 'Secondary education',
    intendedLearners: ['Preparatory and secondary students', 'Parents who support homework'],
  },
  { sector: 'Higher education', intendedLearners: ['University students', 'Graduates preparing for work'] },
  { sector: 'Business', intendedLearners: ['Project coordinators', 'Team leads', 'Small-business owners'] },
  {
    sector: 'Technology',
    intendedLearners: ['Junior analysts', 'Career changers', 'Office staff who report numbers'],
  },
];

const PATHWAYS: { name: string; description: string; audiences: AudienceEntry[] }[] = [
  {
    name: 'Data Analyst',
    description:
      'From clean spreadsheets to your first Python scripts: the skills of an entry-level data analyst.',
    audiences: [{ sector: 'Technology', intendedLearners: ['Junior analysts', 'Career changers'] }],
  },
  {
    name: 'Project Leader',
    description: 'Plan, schedule and deliver projects with confidence, from scope to agile delivery.',
    audiences: [{ sector: 'Business', intendedLearners: ['Project coordinators', 'Team leads'] }],
  },
  {
    name: 'Science Foundations',
    description: 'The mathematics, physics and chemistry every science stream builds on.',
    audiences: [{ sector: 'Secondary education', intendedLearners: ['Grade 9 to 11 students'] }],
  },
];

/** The stored outline and content of a seed course, with ids and numbers. */
function contentOf(seed: SeedCourse): { learningOutcomes: LearningOutcome[]; modules: Module[] } {
  const outcomeIds = new Map(seed.learningOutcomes.map((o) => [o.key, randomUUID()]));
  return {
    learningOutcomes: seed.learningOutcomes.map((o) => ({
      id: outcomeIds.get(o.key)!,
      statement: o.statement,
      scope: o.scope,
      domain: o.domain,
      performanceCriteria: o.performanceCriteria.map((description) => ({ id: randomUUID(), description })),
    })),
    modules: seed.modules.map((m, mi) => ({
      id: randomUUID(),
      number: mi + 1,
      name: m.name,
      learningOutcomeId: outcomeIds.get(m.outcome)!,
      lessons: m.lessons.map((l, li) => ({
        id: randomUUID(),
        number: li + 1,
        name: l.name,
        learningOutcomes: l.learningOutcomes,
        content: l.paragraphs.join('\n\n'),
        sampleQuestions: [...new Set(l.questions.map((q) => q.type))].map((type) => ({
          type,
          questions: l.questions
            .filter((q) => q.type === type)
            .map(({ question, answer }) => ({ question, answer })),
        })),
      })),
    })),
  };
}

/**
 * The catalogue's constants, pathways and the demo courses' content. Runs in
 * seedDemo's first-start transaction, after the demo courses and accounts;
 * courses that only exist in seed-content are created here.
 */
export async function seedCatalogueDemo(tx: Queryable): Promise<void> {
  const systems = await tx
    .insert(educationalSystems)
    .values(EDUCATIONAL_SYSTEMS.map((name, position) => ({ name, position })))
    .onConflictDoNothing()
    .returning();
  const grades = await tx
    .insert(gradeLevels)
    .values(GRADE_LEVELS.map((name, position) => ({ name, position })))
    .onConflictDoNothing()
    .returning();
  await tx.insert(audienceCategories).values(AUDIENCE_CATEGORIES).onConflictDoNothing();
  const paths = await tx.insert(pathways).values(PATHWAYS).onConflictDoNothing().returning();

  const newCourses = DEMO_COURSE_CONTENT.flatMap((seed) =>
    seed.course
      ? [
          {
            seoTxt: seed.seoTxt,
            title: seed.course.title,
            type: seed.course.type,
            description: seed.course.description,
            keywords: seed.course.keywords,
            additionalFeesPiastres: seed.course.feesPiastres,
          },
        ]
      : [],
  );
  await tx.insert(courses).values(newCourses).onConflictDoNothing({ target: courses.seoTxt });
  const rows = await tx
    .select({ id: courses.id, seoTxt: courses.seoTxt })
    .from(courses)
    .where(
      inArray(
        courses.seoTxt,
        DEMO_COURSE_CONTENT.map((c) => c.seoTxt),
      ),
    );
  const courseId = new Map(rows.map((r) => [r.seoTxt, r.id]));
  const teachers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_COURSE_CONTENT.flatMap((c) => c.instructors))]));

  for (const seed of DEMO_COURSE_CONTENT) {
    const id = courseId.get(seed.seoTxt)!;
    await tx
      .update(courseDetails)
      .set({
        language: seed.language,
        educationalSystemId: systems.find((s) => s.name === seed.educationalSystem)?.id ?? null,
        gradeLevelIds: grades.filter((g) => seed.gradeLevels.includes(g.name)).map((g) => g.id),
        prerequisiteId: seed.prerequisite ? (courseId.get(seed.prerequisite) ?? null) : null,
        audiences: seed.audiences,
        ...contentOf(seed),
      })
      .where(eq(courseDetails.courseId, id));
    if (seed.mindMap) await tx.update(courses).set({ mindMap: seed.mindMap }).where(eq(courses.id, id));
    const teaching = teachers.filter((t) => seed.instructors.includes(t.email));
    if (teaching.length > 0) {
      await tx
        .insert(courseInstructors)
        .values(teaching.map((t) => ({ courseId: id, userId: t.id })))
        .onConflictDoNothing();
    }
  }
  const memberships = paths.flatMap((path) =>
    DEMO_COURSE_CONTENT.filter((seed) => seed.pathways.includes(path.name)).map((seed, position) => ({
      pathwayId: path.id,
      courseId: courseId.get(seed.seoTxt)!,
      position,
    })),
  );
  if (memberships.length > 0) await tx.insert(pathwayCourses).values(memberships).onConflictDoNothing();
}
