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
  type Translations,
  users,
} from '../../db/schema';
import { DEMO_COURSE_CONTENT, type SeedCourse } from '../courses/seed-content';

/** A constant's name and its texts in the other site languages (schema/catalogue.ts `translations`). */
type Named = { name: string; ar: string; fr: string; de: string };
const translated = ({ ar, fr, de }: Named): Translations => ({
  ar: { name: ar },
  fr: { name: fr },
  de: { name: de },
});

const EDUCATIONAL_SYSTEMS: Named[] = [
  {
    name: 'Egyptian National Curriculum',
    ar: 'المنهج الوطني المصري',
    fr: 'Programme national égyptien',
    de: 'Ägyptischer Nationaler Lehrplan',
  },
  { name: 'IGCSE (Cambridge)', ar: 'IGCSE (كامبريدج)', fr: 'IGCSE (Cambridge)', de: 'IGCSE (Cambridge)' },
  {
    name: 'American Diploma',
    ar: 'الدبلومة الأمريكية',
    fr: 'Diplôme américain',
    de: 'Amerikanisches Diplom',
  },
  {
    name: 'International Baccalaureate',
    ar: 'البكالوريا الدولية',
    fr: 'Baccalauréat international',
    de: 'International Baccalaureate',
  },
];

const GRADE_LEVELS: Named[] = [
  ...[7, 8, 9, 10, 11, 12].map((n) => ({
    name: `Grade ${n}`,
    ar: `الصف ${['السابع', 'الثامن', 'التاسع', 'العاشر', 'الحادي عشر', 'الثاني عشر'][n - 7]}`,
    fr: `${n}e année`,
    de: `Klasse ${n}`,
  })),
  { name: 'University', ar: 'الجامعة', fr: 'Université', de: 'Universität' },
  {
    name: 'Working professionals',
    ar: 'المهنيون العاملون',
    fr: 'Professionnels en activité',
    de: 'Berufstätige',
  },
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

const PATHWAYS: {
  name: string;
  description: string;
  audiences: AudienceEntry[];
  translations: Translations;
}[] = [
  {
    name: 'Data Analyst',
    description:
      'From clean spreadsheets to your first Python scripts: the skills of an entry-level data analyst.',
    audiences: [{ sector: 'Technology', intendedLearners: ['Junior analysts', 'Career changers'] }],
    translations: {
      ar: {
        name: 'محلل بيانات',
        description: 'من جداول البيانات المنظمة إلى أول برامجك بلغة Python: مهارات محلل البيانات المبتدئ.',
      },
      fr: {
        name: 'Analyste de données',
        description:
          'Des tableurs propres à vos premiers scripts Python : les compétences d’un analyste de données débutant.',
      },
      de: {
        name: 'Datenanalyst',
        description:
          'Von sauberen Tabellen zu den ersten Python-Skripten: die Fähigkeiten eines Datenanalysten im Einstieg.',
      },
    },
  },
  {
    name: 'Project Leader',
    description: 'Plan, schedule and deliver projects with confidence, from scope to agile delivery.',
    audiences: [{ sector: 'Business', intendedLearners: ['Project coordinators', 'Team leads'] }],
    translations: {
      ar: {
        name: 'قائد مشروعات',
        description: 'خطّط للمشروعات وجدولها وسلّمها بثقة، من تحديد النطاق إلى التسليم الرشيق.',
      },
      fr: {
        name: 'Chef de projet',
        description:
          'Planifiez, organisez et livrez vos projets avec assurance, du périmètre à la livraison agile.',
      },
      de: {
        name: 'Projektleitung',
        description: 'Projekte sicher planen, terminieren und liefern, vom Umfang bis zur agilen Umsetzung.',
      },
    },
  },
  {
    name: 'Science Foundations',
    description: 'The mathematics, physics and chemistry every science stream builds on.',
    audiences: [{ sector: 'Secondary education', intendedLearners: ['Grade 9 to 11 students'] }],
    translations: {
      ar: {
        name: 'أساسيات العلوم',
        description: 'الرياضيات والفيزياء والكيمياء التي يقوم عليها كل مسار علمي.',
      },
      fr: {
        name: 'Bases scientifiques',
        description:
          'Les mathématiques, la physique et la chimie sur lesquelles repose toute filière scientifique.',
      },
      de: {
        name: 'Naturwissenschaftliche Grundlagen',
        description:
          'Die Mathematik, Physik und Chemie, auf denen jeder naturwissenschaftliche Zweig aufbaut.',
      },
    },
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
    .values(
      EDUCATIONAL_SYSTEMS.map((row, position) => ({
        name: row.name,
        position,
        translations: translated(row),
      })),
    )
    .onConflictDoNothing()
    .returning();
  const grades = await tx
    .insert(gradeLevels)
    .values(
      GRADE_LEVELS.map((row, position) => ({ name: row.name, position, translations: translated(row) })),
    )
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
