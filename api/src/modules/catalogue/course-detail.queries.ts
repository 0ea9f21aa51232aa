import type { CourseDetail } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { LearningOutcome, Module } from '../../db/schema';
import type { SiteLang } from '../../http/request-lang';
import { CARD_COLUMNS, type CardRow, toCard } from './filter-courses.queries';
import { localized } from './localized';

type DetailRow = CardRow &
  Pick<CourseDetail, 'keywords' | 'audiences' | 'educationalSystem' | 'gradeLevels' | 'pathways'> &
  Pick<CourseDetail, 'prerequisite' | 'instructors'> & {
    learningOutcomes: LearningOutcome[];
    modules: Module[];
  };

/**
 * The course page's course by seoTxt, or null. The outline carries lesson
 * names and outcomes only (a lesson's content is for enrolled learners)
 * unless `withContent` (the authors' preview).
 */
export async function findCourseDetail(
  db: Queryable,
  seoTxt: string,
  lang: SiteLang,
): Promise<CourseDetail | null>;
export async function findCourseDetail(
  db: Queryable,
  seoTxt: string,
  lang: SiteLang,
  withContent: true,
): Promise<(Omit<CourseDetail, 'modules'> & { modules: Module[] }) | null>;
export async function findCourseDetail(db: Queryable, seoTxt: string, lang: SiteLang, withContent = false) {
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT ${CARD_COLUMNS}, c.keywords, d.audiences, d.learning_outcomes AS "learningOutcomes", d.modules,
      (SELECT json_build_object('id', e.id, 'name', ${localized('e', 'name', lang)}) FROM educational_systems e
        WHERE e.id = d.educational_system_id) AS "educationalSystem",
      COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', ${localized('g', 'name', lang)}) ORDER BY g.position)
        FROM grade_levels g WHERE g.id = ANY (d.grade_level_ids)), '[]') AS "gradeLevels",
      COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', ${localized('p', 'name', lang)}) ORDER BY p.name)
        FROM pathway_courses pc JOIN pathways p ON p.id = pc.pathway_id WHERE pc.course_id = c.id), '[]') AS pathways,
      (SELECT json_build_object('id', pre.id, 'title', pre.title, 'seoTxt', pre.seo_txt)
        FROM courses pre WHERE pre.id = d.prerequisite_id) AS prerequisite,
      COALESCE((SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
          'image', u.image) ORDER BY u.last_name, u.first_name)
        FROM course_instructors i JOIN users u ON u.id = i.user_id WHERE i.course_id = c.id), '[]') AS instructors
    FROM courses c JOIN course_details d ON d.course_id = c.id
    WHERE c.seo_txt = ${seoTxt}`);
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row),
    keywords: row.keywords,
    audiences: row.audiences,
    educationalSystem: row.educationalSystem,
    gradeLevels: row.gradeLevels,
    pathways: row.pathways,
    prerequisite: row.prerequisite,
    instructors: row.instructors,
    learningOutcomes: row.learningOutcomes,
    modules: withContent
      ? row.modules
      : row.modules.map(({ lessons, ...module }) => ({
          ...module,
          lessons: lessons.map(({ id, number, name, learningOutcomes }) => ({
            id,
            number,
            name,
            learningOutcomes,
          })),
        })),
  };
}
