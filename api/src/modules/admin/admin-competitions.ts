import {
  type AdminCompetition,
  adminCompetitionSchema,
  adminListQuerySchema,
  pageOf,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { type ListSpec, pagedList } from './admin-list';

// The competitions staff run (the engine: gamification/competitions.service.ts; created with
// POST /competitions, closed with POST /competitions/{id}/close, both audited there).

const LIST: ListSpec = {
  select: `SELECT m.id, m.course_id, c.title AS course_title, m.starts_at, m.ends_at, m.closed_at,
    (SELECT count(*)::int FROM competition_results r WHERE r.competition_id = m.id) AS participants
    FROM competitions m JOIN courses c ON c.id = m.course_id`,
  search: ['c.title'],
  sorts: { starts: 'm.starts_at', ends: 'm.ends_at', course: 'lower(c.title)' },
  defaultSort: 'starts',
  tieBreak: 'm.id',
};

type Row = {
  id: string;
  course_id: string;
  course_title: string;
  starts_at: Date;
  ends_at: Date;
  closed_at: Date | null;
  participants: number;
};

/** Where a competition stands at `now`. */
export function competitionStatus(row: Pick<Row, 'starts_at' | 'ends_at' | 'closed_at'>, now: Date) {
  if (row.closed_at) return 'closed' as const;
  if (now < row.starts_at) return 'scheduled' as const;
  return now < row.ends_at ? ('running' as const) : ('ended' as const);
}

export const adminCompetitionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/competitions',
      {
        schema: {
          querystring: adminListQuerySchema,
          response: { 200: pageOf(adminCompetitionSchema), ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        const { rows, total } = await pagedList<Row>(ctx.database.pool, LIST, r.query);
        const now = ctx.now();
        const items: AdminCompetition[] = rows.map((row) => ({
          id: row.id,
          courseId: row.course_id,
          courseTitle: row.course_title,
          startsAt: row.starts_at.toISOString(),
          endsAt: row.ends_at.toISOString(),
          closedAt: row.closed_at?.toISOString() ?? null,
          status: competitionStatus(row, now),
          participants: row.participants,
        }));
        return { items, total };
      },
    );
  };
