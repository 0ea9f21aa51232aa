import {
  type AdminStoreCategory,
  type AdminStoreItem,
  adminListQuerySchema,
  adminStoreCategorySchema,
  adminStoreItemSchema,
  pageOf,
  type StoreItemForm,
  storeCategoryFormSchema,
  storeItemFormSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Run } from '../../db/transaction';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { conflictOf, type ListSpec, notFound, pagedList } from './admin-list';
import { auditedChange } from './audited-change';

// The coins store's categories and items (authoring §3, §4, §5), in the tables the store dialog reads.

const CATEGORY_COLUMNS = `SELECT c.id, c.name, c.description,
  (SELECT count(*)::int FROM store_items i WHERE i.category_id = c.id) AS "itemsCount"
  FROM store_categories c`;
const CATEGORIES: ListSpec = {
  select: CATEGORY_COLUMNS,
  search: ['c.name', 'c.description'],
  sorts: { name: 'lower(c.name)', position: 'c.position' },
  defaultSort: 'position',
  tieBreak: 'c.name, c.id',
};
const ITEM_COLUMNS = `SELECT i.id, i.name, i.description, i.price, i.available, i.image,
  i.category_id AS "categoryId", c.name AS "categoryName"
  FROM store_items i JOIN store_categories c ON c.id = i.category_id`;
const ITEMS: ListSpec = {
  select: ITEM_COLUMNS,
  search: ['i.name', 'i.description', 'c.name'],
  sorts: { name: 'lower(i.name)', price: 'i.price', available: 'i.available', category: 'lower(c.name)' },
  defaultSort: 'category',
  tieBreak: 'i.position, i.name, i.id',
};

const byId =
  <T>(columns: string, alias: string) =>
  async (run: Run, id: string, lock = false): Promise<T | null> => {
    if (!isUuid(id)) return null;
    const { rows } = await run.query<T & object>(
      `${columns} WHERE ${alias}.id = $1 ${lock ? `FOR UPDATE OF ${alias}` : ''}`,
      [id],
    );
    return rows[0] ?? null;
  };
const categoryById = byId<AdminStoreCategory>(CATEGORY_COLUMNS, 'c');
const itemById = byId<AdminStoreItem>(ITEM_COLUMNS, 'i');

async function writeItem(run: Run, form: StoreItemForm, id: string | null): Promise<string> {
  const category = await run.query('SELECT 1 FROM store_categories WHERE id = $1', [form.categoryId]);
  if (!category.rows.length)
    throw new HttpError(422, 'VALIDATION', 'No such category.', {
      errors: { categoryId: 'validation.required' },
    });
  const values = [form.categoryId, form.name, form.description, form.image, form.price, form.available];
  try {
    const { rows } = id
      ? await run.query<{ id: string }>(
          `UPDATE store_items SET category_id = $1, name = $2, description = $3, image = $4, price = $5, available = $6
           WHERE id = $7 RETURNING id`,
          [...values, id],
        )
      : await run.query<{ id: string }>(
          `INSERT INTO store_items (category_id, name, description, image, price, available, position)
           VALUES ($1, $2, $3, $4, $5, $6,
                   (SELECT coalesce(max(position), 0) + 1 FROM store_items WHERE category_id = $1)) RETURNING id`,
          values,
        );
    return rows[0]!.id;
  } catch (error) {
    throw conflictOf(error, 'name', 'validation.admin.nameTaken');
  }
}

export const adminStoreRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const id = z.object({ id: z.string().max(64) });
    const list = { querystring: adminListQuerySchema };

    app.get(
      '/admin/store-categories',
      {
        schema: {
          ...list,
          response: { 200: pageOf(adminStoreCategorySchema), ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        const { rows, total } = await pagedList<AdminStoreCategory>(ctx.database.pool, CATEGORIES, r.query);
        return { items: rows, total };
      },
    );
    app.post(
      '/admin/store-categories',
      {
        schema: {
          body: storeCategoryFormSchema,
          response: { 201: adminStoreCategorySchema, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (r, reply) => {
        const category = await auditedChange(
          ctx,
          r.user!,
          { entity: 'storeCategory', action: 'create' },
          async (tx) => {
            const { rows } = await tx.client
              .query<{ id: string }>(
                `INSERT INTO store_categories (name, description, position)
                 VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM store_categories)) RETURNING id`,
                [r.body.name, r.body.description],
              )
              .catch((error) => Promise.reject(conflictOf(error, 'name', 'validation.admin.nameTaken')));
            return { id: rows[0]!.id, before: null, after: (await categoryById(tx.client, rows[0]!.id))! };
          },
        );
        return reply.code(201).send(category);
      },
    );
    app.put(
      '/admin/store-categories/:id',
      {
        schema: {
          params: id,
          body: storeCategoryFormSchema,
          response: { 200: adminStoreCategorySchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      (r) =>
        auditedChange(ctx, r.user!, { entity: 'storeCategory', action: 'update' }, async (tx) => {
          const before = await categoryById(tx.client, r.params.id, true);
          if (!before) throw notFound();
          await tx.client
            .query('UPDATE store_categories SET name = $2, description = $3 WHERE id = $1', [
              before.id,
              r.body.name,
              r.body.description,
            ])
            .catch((error) => Promise.reject(conflictOf(error, 'name', 'validation.admin.nameTaken')));
          return { id: before.id, before, after: (await categoryById(tx.client, before.id))! };
        }),
    );

    app.get(
      '/admin/store-items',
      {
        schema: {
          ...list,
          response: { 200: pageOf(adminStoreItemSchema), ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        const { rows, total } = await pagedList<AdminStoreItem>(ctx.database.pool, ITEMS, r.query);
        return { items: rows, total };
      },
    );
    app.post(
      '/admin/store-items',
      {
        schema: {
          body: storeItemFormSchema,
          response: { 201: adminStoreItemSchema, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (r, reply) => {
        const item = await auditedChange(
          ctx,
          r.user!,
          { entity: 'storeItem', action: 'create' },
          async (tx) => {
            const created = await writeItem(tx.client, r.body, null);
            return { id: created, before: null, after: (await itemById(tx.client, created))! };
          },
        );
        return reply.code(201).send(item);
      },
    );
    app.put(
      '/admin/store-items/:id',
      {
        schema: {
          params: id,
          body: storeItemFormSchema,
          response: { 200: adminStoreItemSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      (r) =>
        auditedChange(ctx, r.user!, { entity: 'storeItem', action: 'update' }, async (tx) => {
          const before = await itemById(tx.client, r.params.id, true);
          if (!before) throw notFound();
          await writeItem(tx.client, r.body, before.id);
          return { id: before.id, before, after: (await itemById(tx.client, before.id))! };
        }),
    );
  };
