import {
  type AdminPlan,
  adminListQuerySchema,
  adminPlanSchema,
  catalogueFeature,
  type PlanFeature,
  type PlanFeatureInput,
  type PlanForm,
  pageOf,
  planFormSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Run } from '../../db/transaction';
import { errorResponses } from '../../http/error-responses';
import { isUuid } from '../../http/uuid';
import { conflictOf, type ListSpec, notFound, pagedList } from './admin-list';
import { auditedChange } from './audited-change';

// Plans (authoring §3, §4, §5) in the plans table the subscription options read.

const COLUMNS = `SELECT id, name, default_duration_in_month, fees_piastres, features, image FROM plans`;
const LIST: ListSpec = {
  select: COLUMNS,
  search: ['name'],
  sorts: { name: 'name', duration: 'default_duration_in_month', fees: 'fees_piastres' },
  defaultSort: 'name',
  tieBreak: 'id',
};

type Row = {
  id: string;
  name: string;
  default_duration_in_month: number;
  fees_piastres: number;
  features: PlanFeature[];
  image: string | null;
};
const toPlan = (r: Row): AdminPlan => ({
  id: r.id,
  name: r.name,
  defaultDurationInMonth: r.default_duration_in_month,
  feesInEGP: Math.round(r.fees_piastres / 100),
  features: r.features,
  image: r.image,
});

/** A stored feature: the catalogue's texts and only the limit the feature has. */
function toStoredFeature(input: PlanFeatureInput): PlanFeature {
  const entry = catalogueFeature(input.name)!;
  const feature: PlanFeature = {
    name: entry.name,
    displayName: entry.displayName,
    description: entry.description,
  };
  if (entry.limit) {
    feature[entry.limit.field] = input[entry.limit.field] ?? entry.limit.default;
    if (entry.limit.itemType) feature.itemType = entry.limit.itemType;
  }
  return feature;
}

async function planById(run: Run, id: string, lock = false): Promise<AdminPlan | null> {
  if (!isUuid(id)) return null;
  const { rows } = await run.query<Row>(`${COLUMNS} WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toPlan(rows[0]) : null;
}

async function writePlan(run: Run, form: PlanForm, id: string | null): Promise<string> {
  const values = [
    form.name,
    form.defaultDurationInMonth,
    form.feesInEGP * 100,
    JSON.stringify(form.features.map(toStoredFeature)),
    form.image ?? null,
  ];
  try {
    const { rows } = id
      ? await run.query<{ id: string }>(
          `UPDATE plans SET name = $1, default_duration_in_month = $2, fees_piastres = $3, features = $4, image = $5
           WHERE id = $6 RETURNING id`,
          [...values, id],
        )
      : await run.query<{ id: string }>(
          `INSERT INTO plans (name, default_duration_in_month, fees_piastres, features, image)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          values,
        );
    return rows[0]!.id;
  } catch (error) {
    throw conflictOf(error, 'name', 'validation.admin.nameTaken');
  }
}

export const adminPlansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const id = z.object({ id: z.string().max(64) });
    app.get(
      '/admin/plans',
      {
        schema: {
          querystring: adminListQuerySchema,
          response: { 200: pageOf(adminPlanSchema), ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        const { rows, total } = await pagedList<Row>(ctx.database.pool, LIST, r.query);
        return { items: rows.map(toPlan), total };
      },
    );
    app.post(
      '/admin/plans',
      {
        schema: {
          body: planFormSchema,
          response: { 201: adminPlanSchema, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (r, reply) => {
        const plan = await auditedChange(ctx, r.user!, { entity: 'plan', action: 'create' }, async (tx) => {
          const created = await writePlan(tx.client, r.body, null);
          return { id: created, before: null, after: (await planById(tx.client, created))! };
        });
        return reply.code(201).send(plan);
      },
    );
    app.put(
      '/admin/plans/:id',
      {
        schema: {
          params: id,
          body: planFormSchema,
          response: { 200: adminPlanSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      (r) =>
        auditedChange(ctx, r.user!, { entity: 'plan', action: 'update' }, async (tx) => {
          const before = await planById(tx.client, r.params.id, true);
          if (!before) throw notFound();
          await writePlan(tx.client, r.body, before.id);
          return { id: before.id, before, after: (await planById(tx.client, before.id))! };
        }),
    );
  };
