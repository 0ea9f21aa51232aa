import {
  type AdminRankReward,
  adminListQuerySchema,
  adminRankRewardSchema,
  pageOf,
  type RankRewardForm,
  rankRewardFormSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Run } from '../../db/transaction';
import { errorResponses } from '../../http/error-responses';
import { isUuid } from '../../http/uuid';
import { conflictOf, type ListSpec, notFound, pagedList } from './admin-list';
import { auditedChange } from './audited-change';

// Rank rewards (authoring §3, §5) in the table the ranking dialog and the year-end job read.

const COLUMNS = 'SELECT id, name, rank, year, description, image FROM rank_rewards';
const LIST: ListSpec = {
  select: COLUMNS,
  search: ['name', 'description', 'year::text'],
  sorts: { name: 'lower(name)', rank: 'rank', year: 'year' },
  defaultSort: 'year',
  tieBreak: 'rank, id',
};

async function rewardById(run: Run, id: string, lock = false): Promise<AdminRankReward | null> {
  if (!isUuid(id)) return null;
  const { rows } = await run.query<AdminRankReward>(`${COLUMNS} WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0] ?? null;
}

async function writeReward(run: Run, form: RankRewardForm, id: string | null): Promise<string> {
  const values = [form.name, form.rank, form.year, form.description, form.image];
  try {
    const { rows } = id
      ? await run.query<{ id: string }>(
          'UPDATE rank_rewards SET name = $1, rank = $2, year = $3, description = $4, image = $5 WHERE id = $6 RETURNING id',
          [...values, id],
        )
      : await run.query<{ id: string }>(
          'INSERT INTO rank_rewards (name, rank, year, description, image) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          values,
        );
    return rows[0]!.id;
  } catch (error) {
    throw conflictOf(error, 'rank', 'validation.admin.rankTaken');
  }
}

export const adminRankRewardsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/rank-rewards',
      {
        schema: {
          querystring: adminListQuerySchema,
          response: { 200: pageOf(adminRankRewardSchema), ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        const { rows, total } = await pagedList<AdminRankReward>(ctx.database.pool, LIST, r.query);
        return { items: rows, total };
      },
    );
    app.post(
      '/admin/rank-rewards',
      {
        schema: {
          body: rankRewardFormSchema,
          response: { 201: adminRankRewardSchema, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (r, reply) => {
        const reward = await auditedChange(
          ctx,
          r.user!,
          { entity: 'rankReward', action: 'create' },
          async (tx) => {
            const created = await writeReward(tx.client, r.body, null);
            return { id: created, before: null, after: (await rewardById(tx.client, created))! };
          },
        );
        return reply.code(201).send(reward);
      },
    );
    app.put(
      '/admin/rank-rewards/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(64) }),
          body: rankRewardFormSchema,
          response: { 200: adminRankRewardSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      (r) =>
        auditedChange(ctx, r.user!, { entity: 'rankReward', action: 'update' }, async (tx) => {
          const before = await rewardById(tx.client, r.params.id, true);
          if (!before) throw notFound();
          await writeReward(tx.client, r.body, before.id);
          return { id: before.id, before, after: (await rewardById(tx.client, before.id))! };
        }),
    );
  };
