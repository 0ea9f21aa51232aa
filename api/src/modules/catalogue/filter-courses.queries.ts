import {
  CATALOGUE_PAGE,
  type CatalogueCard,
  type CatalogueType,
  type CourseType,
  type FacetOption,
  type Facets,
  type FilterCoursesQuery,
  type FilterCoursesResult,
} from '@elearn/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { SiteLang } from '../../http/request-lang';
import { localized } from './localized';

type Filter = 'type' | 'educationalSystem' | 'gradeLevel' | 'pathway' | 'price';

export type CardRow = {
  id: string;
  title: string;
  seoTxt: string;
  description: string | null;
  image: string | null;
  type: CourseType;
  additionalFeesPiastres: string | number | null;
  language: CatalogueCard['language'];
};

/** A card from a raw row: fees come back as text from a numeric column. */
export const toCard = (row: CardRow): CatalogueCard => ({
  ...row,
  description: row.description ?? '',
  additionalFeesPiastres: row.additionalFeesPiastres === null ? null : Number(row.additionalFeesPiastres),
});

export const CARD_COLUMNS = sql`c.id, c.title, c.seo_txt AS "seoTxt", c.description, c.image, c.type,
  c.additional_fees_piastres AS "additionalFeesPiastres", d.language`;

/**
 * Each filter as a condition on the `base` rows below. A facet's counts apply
 * every filter but its own, so each option says how many courses choosing it
 * would show (the usual faceted-search rule: options never count to zero just
 * because a sibling option is chosen).
 */
function conditions(type: CatalogueType, query: FilterCoursesQuery): Record<Filter, SQL> {
  return {
    type: type === 'all' ? sql`TRUE` : sql`b.type = ${type}`,
    educationalSystem: query.educationalSystem ? sql`b.es = ${query.educationalSystem}::uuid` : sql`TRUE`,
    gradeLevel: query.gradeLevel ? sql`b.gl @> ARRAY[${query.gradeLevel}::uuid]` : sql`TRUE`,
    pathway: query.pathway ? sql`${query.pathway}::uuid = ANY (b.pw)` : sql`TRUE`,
    price: query.price ? sql`b.paid = ${query.price === 'paid'}` : sql`TRUE`,
  };
}

const allBut = (conds: Record<Filter, SQL>, except?: Filter) =>
  sql.join(
    (Object.keys(conds) as Filter[]).filter((f) => f !== except).map((f) => conds[f]),
    sql` AND `,
  );

type FacetRow = {
  facet: Filter | 'total';
  value: string;
  name: string;
  count: number;
};

/**
 * GET /course/filterCourses/{type}: one page of courses (CATALOGUE_PAGE from
 * `startIndex`, best match first when searching, else by title) and every
 * filter's options with their counts. Two statements over one `base` set: the
 * courses the text matches (all of them without text), with what they are filed under.
 */
export async function filterCourses(
  db: Queryable,
  type: CatalogueType,
  query: FilterCoursesQuery,
  lang: SiteLang,
): Promise<FilterCoursesResult> {
  const text = query.q ? query.q : null;
  const match = text ? sql`d.search_vector @@ course_search_query(${text})` : sql`TRUE`;
  const rank = text ? sql`ts_rank(d.search_vector, course_search_query(${text}))` : sql`0::real`;
  const base = sql`base AS MATERIALIZED (
    SELECT c.id, c.type, c.title, d.educational_system_id AS es, d.grade_level_ids AS gl,
      COALESCE(c.additional_fees_piastres, 0) > 0 AS paid,
      ARRAY(SELECT pc.pathway_id FROM pathway_courses pc WHERE pc.course_id = c.id) AS pw,
      ${rank} AS rank
    FROM courses c JOIN course_details d ON d.course_id = c.id
    WHERE ${match})`;
  const conds = conditions(type, query);

  const facetRows = await db.execute<FacetRow>(sql`
    WITH ${base},
    es_n AS (SELECT b.es AS id, count(*)::int AS n FROM base b WHERE ${allBut(conds, 'educationalSystem')} GROUP BY b.es),
    gl_n AS (SELECT g AS id, count(*)::int AS n FROM base b, unnest(b.gl) AS g
      WHERE ${allBut(conds, 'gradeLevel')} GROUP BY g),
    pw_n AS (SELECT p AS id, count(*)::int AS n FROM base b, unnest(b.pw) AS p WHERE ${allBut(conds, 'pathway')} GROUP BY p)
    SELECT * FROM (
      SELECT 'type' AS facet, t.v AS value, t.v AS name, t.o AS position,
        (SELECT count(*)::int FROM base b WHERE b.type = t.v AND ${allBut(conds, 'type')}) AS count
      FROM (VALUES ('academic', 0), ('professional', 1)) AS t (v, o)
      UNION ALL
      SELECT 'price', p.v, p.v, p.o,
        (SELECT count(*)::int FROM base b WHERE b.paid = (p.v = 'paid') AND ${allBut(conds, 'price')})
      FROM (VALUES ('free', 0), ('paid', 1)) AS p (v, o)
      UNION ALL
      SELECT 'educationalSystem', e.id::text, ${localized('e', 'name', lang)}, e.position, COALESCE(es_n.n, 0)
      FROM educational_systems e LEFT JOIN es_n ON es_n.id = e.id
      UNION ALL
      SELECT 'gradeLevel', g.id::text, ${localized('g', 'name', lang)}, g.position, COALESCE(gl_n.n, 0)
      FROM grade_levels g LEFT JOIN gl_n ON gl_n.id = g.id
      UNION ALL
      SELECT 'pathway', p.id::text, ${localized('p', 'name', lang)}, 0, COALESCE(pw_n.n, 0)
      FROM pathways p LEFT JOIN pw_n ON pw_n.id = p.id
      UNION ALL
      SELECT 'total', '', '', 0, (SELECT count(*)::int FROM base b WHERE ${allBut(conds)})
    ) AS f ORDER BY facet, position, name`);

  const page = await db.execute<CardRow>(sql`
    WITH ${base}
    SELECT ${CARD_COLUMNS}
    FROM base b JOIN courses c ON c.id = b.id JOIN course_details d ON d.course_id = b.id
    WHERE ${allBut(conds)}
    ORDER BY b.rank DESC, b.title, b.id
    LIMIT ${CATALOGUE_PAGE} OFFSET ${query.startIndex}`);

  const facets: Facets = { type: [], educationalSystem: [], gradeLevel: [], pathway: [], price: [] };
  let total = 0;
  for (const row of facetRows.rows) {
    if (row.facet === 'total') total = row.count;
    else facets[row.facet].push({ value: row.value, name: row.name, count: row.count } satisfies FacetOption);
  }
  return {
    courses: page.rows.map(toCard),
    total,
    startIndex: query.startIndex,
    pageSize: CATALOGUE_PAGE,
    facets,
  };
}
