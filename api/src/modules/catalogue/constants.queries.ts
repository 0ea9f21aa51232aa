import type { AudienceCategory, NamedRecord, Pathway } from '@elearn/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { audienceCategories, educationalSystems, gradeLevels } from '../../db/schema';
import type { SiteLang } from '../../http/request-lang';
import { type CardRow, toCard } from './filter-courses.queries';
import { localized } from './localized';

export const listEducationalSystems = (db: Queryable, lang: SiteLang): Promise<NamedRecord[]> =>
  db
    .select({
      id: educationalSystems.id,
      name: sql<string>`${localized('educational_systems', 'name', lang)}`,
    })
    .from(educationalSystems)
    .orderBy(asc(educationalSystems.position), asc(educationalSystems.name));

export const listGradeLevels = (db: Queryable, lang: SiteLang): Promise<NamedRecord[]> =>
  db
    .select({ id: gradeLevels.id, name: sql<string>`${localized('grade_levels', 'name', lang)}` })
    .from(gradeLevels)
    .orderBy(asc(gradeLevels.position), asc(gradeLevels.name));

export const listAudienceCategories = (db: Queryable): Promise<AudienceCategory[]> =>
  db
    .select({
      id: audienceCategories.id,
      sector: audienceCategories.sector,
      intendedLearners: audienceCategories.intendedLearners,
    })
    .from(audienceCategories)
    .orderBy(asc(audienceCategories.sector));

type PathwayRow = Omit<Pathway, 'courses'> & {
  courses: (CardRow & { prerequisite: { title: string } | null })[];
};

/** Every pathway with its courses in their order, in one statement. */
export async function listPathways(db: Queryable, lang: SiteLang): Promise<Pathway[]> {
  const { rows } = await db.execute<PathwayRow>(sql`
    SELECT p.id, ${localized('p', 'name', lang)} AS name, ${localized('p', 'description', lang)} AS description,
      p.image, p.audiences,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', c.id, 'title', c.title, 'seoTxt', c.seo_txt, 'description', c.description, 'image', c.image,
          'type', c.type, 'additionalFeesPiastres', c.additional_fees_piastres, 'language', d.language,
          'prerequisite', (SELECT json_build_object('title', pre.title) FROM courses pre WHERE pre.id = d.prerequisite_id)
        ) ORDER BY pc.position, c.title)
        FROM pathway_courses pc JOIN courses c ON c.id = pc.course_id JOIN course_details d ON d.course_id = c.id
        WHERE pc.pathway_id = p.id), '[]') AS courses
    FROM pathways p ORDER BY p.name`);
  return rows.map((row) => ({
    ...row,
    courses: row.courses.map((course) => ({ ...toCard(course), prerequisite: course.prerequisite })),
  }));
}
