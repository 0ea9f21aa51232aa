import {
  type AdminUser,
  adminListQuerySchema,
  adminUserSchema,
  mayGiveRole,
  PERMISSION_LEVELS,
  pageOf,
  type User,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Run } from '../../db/transaction';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { hashPassword } from '../auth/passwords';
import { sessionCacheOf } from '../auth/session-cache';
import { conflictOf, type ListSpec, notFound, pagedList } from './admin-list';
import { auditedChange } from './audited-change';

// Staff accounts (authoring §3, §5, §6). Who may give whose role: `mayGiveRole` (docs/adr/0017-role-changes.md).

const COLUMNS = `SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.permission_level, u.created_at,
  coalesce((SELECT array_agg(i.course_id::text ORDER BY i.course_id) FROM course_instructors i WHERE i.user_id = u.id),
           '{}') AS courses_ids
  FROM users u`;
const LIST: ListSpec = {
  select: COLUMNS,
  search: ['u.first_name', 'u.last_name', 'u.email', `u.first_name || ' ' || u.last_name`],
  sorts: {
    name: 'lower(u.first_name), lower(u.last_name)',
    email: 'u.email',
    role: 'u.permission_level',
    created: 'u.created_at',
  },
  defaultSort: 'created',
  tieBreak: 'u.id',
};

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: AdminUser['role'];
  permission_level: number;
  created_at: Date;
  courses_ids: string[];
};
const toUser = (r: Row): AdminUser => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: r.role,
  permissionLevel: r.permission_level,
  coursesIds: r.courses_ids,
  createdAt: r.created_at.toISOString(),
});

async function userById(run: Run, id: string, lock = false): Promise<AdminUser | null> {
  if (!isUuid(id)) return null;
  const { rows } = await run.query<Row>(`${COLUMNS} WHERE u.id = $1 ${lock ? 'FOR UPDATE OF u' : ''}`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Your role may not give or change this role.');

/** 403 unless the actor may give `target` (null: a new account) this role. */
function mayHandle(actor: User, target: AdminUser | null, role: AdminUser['role']) {
  if (!mayGiveRole(actor, target, role)) throw forbidden();
}

/** Makes the user teach exactly these courses; an unknown course refuses the whole change. */
async function setCourses(run: Run, userId: string, coursesIds: string[]) {
  const unique = [...new Set(coursesIds)];
  if (unique.length) {
    const { rows } = await run.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM courses WHERE id = ANY($1::uuid[])',
      [unique],
    );
    if (rows[0]!.n !== unique.length)
      throw new HttpError(422, 'VALIDATION', 'Unknown course.', {
        errors: { coursesIds: 'validation.invalid' },
      });
  }
  await run.query('DELETE FROM course_instructors WHERE user_id = $1 AND NOT (course_id = ANY($2::uuid[]))', [
    userId,
    unique,
  ]);
  await run.query(
    `INSERT INTO course_instructors (course_id, user_id) SELECT unnest($2::uuid[]), $1 ON CONFLICT DO NOTHING`,
    [userId, unique],
  );
}

const emailTaken = (error: unknown) => conflictOf(error, 'email', 'validation.emailTaken');

export const adminUsersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const id = z.object({ id: z.string().max(64) });
    app.get(
      '/admin/users',
      {
        schema: {
          querystring: adminListQuerySchema,
          response: { 200: pageOf(adminUserSchema), ...errorResponses(401, 403, 422) },
        },
      },
      async (r) => {
        const { rows, total } = await pagedList<Row>(ctx.database.pool, LIST, r.query);
        return { items: rows.map(toUser), total };
      },
    );
    app.post(
      '/admin/users',
      {
        schema: {
          body: userCreateSchema,
          response: { 201: adminUserSchema, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (r, reply) => {
        const { password, confirmPassword: _, coursesIds, ...form } = r.body;
        const level = PERMISSION_LEVELS[form.role];
        mayHandle(r.user!, null, form.role);
        const passwordHash = await hashPassword(password);
        const user = await auditedChange(ctx, r.user!, { entity: 'user', action: 'create' }, async (tx) => {
          const created = await tx.client
            .query<{ id: string }>(
              `INSERT INTO users (role, first_name, last_name, email, password_hash, permission_level)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
              [form.role, form.firstName, form.lastName, form.email, passwordHash, level],
            )
            .catch((error) => Promise.reject(emailTaken(error)));
          const userId = created.rows[0]!.id;
          await tx.client.query('INSERT INTO user_stats (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
            userId,
          ]);
          await setCourses(tx.client, userId, coursesIds);
          return { id: userId, before: null, after: (await userById(tx.client, userId))! };
        });
        return reply.code(201).send(user);
      },
    );
    app.put(
      '/admin/users/:id',
      {
        schema: {
          params: id,
          body: userUpdateSchema,
          response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      (r) =>
        auditedChange(ctx, r.user!, { entity: 'user', action: 'update' }, async (tx) => {
          const before = await userById(tx.client, r.params.id, true);
          if (!before) throw notFound();
          const form: UserUpdate = r.body;
          // May the actor edit this account at all (its role kept), and give it the new role?
          mayHandle(r.user!, before, before.role);
          mayHandle(r.user!, before, form.role);
          await tx.client
            .query(
              `UPDATE users SET first_name = $2, last_name = $3, email = $4, role = $5, permission_level = $6
               WHERE id = $1`,
              [before.id, form.firstName, form.lastName, form.email, form.role, PERMISSION_LEVELS[form.role]],
            )
            .catch((error) => Promise.reject(emailTaken(error)));
          await setCourses(tx.client, before.id, form.coursesIds);
          // The account's open sessions act with the new role from their next call.
          tx.afterCommit(() => sessionCacheOf(ctx.database).forgetUser(before.id));
          return { id: before.id, before, after: (await userById(tx.client, before.id))! };
        }),
    );
  };
