import type { AdminUser, AuditEntry, Page, Role } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, newUser, putUserRole, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

// Who may give whose role (docs/adr/0017-role-changes.md), for every pair of roles: an
// editor makes no peer, an admin can undo any change, and every change is in the audit log.

let server: TestServer;
let api: ReturnType<typeof apiOf>;
const actors = {} as Record<Role, SignedIn>;
const targets = {} as Record<Role, string>;

const sql = <T extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.ctx.database.pool.query<T>(text, values).then((r) => r.rows);
const put = (who: SignedIn, id: string, role: Role) => putUserRole(server, who, id, role);
const roleOf = async (id: string) =>
  (
    await sql<{ role: Role; permission_level: number }>(
      'SELECT role, permission_level FROM users WHERE id = $1',
      [id],
    )
  )[0];
const setRole = (id: string, role: Role, level: number) =>
  sql('UPDATE users SET role = $2, permission_level = $3 WHERE id = $1', [id, role, level]);

const LEVEL: Record<Role, number> = { Learner: 1, Instructor: 2, Editor: 3, Admin: 4 };
const ROLES: Role[] = ['Learner', 'Instructor', 'Editor', 'Admin'];

/** What each actor may do to an account of each role (not themselves): the roles they may give it. */
const ALLOWED: Record<Role, Record<Role, Role[]>> = {
  Admin: { Learner: ROLES, Instructor: ROLES, Editor: ROLES, Admin: ROLES },
  Editor: {
    Learner: ['Learner', 'Instructor'],
    Instructor: ['Learner', 'Instructor'],
    Editor: [],
    Admin: [],
  },
  Instructor: { Learner: [], Instructor: [], Editor: [], Admin: [] },
  Learner: { Learner: [], Instructor: [], Editor: [], Admin: [] },
};

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  actors.Admin = await api.signIn(ADMIN);
  actors.Editor = await api.signIn({ email: 'editor@demo.test', password: DEMO_PASSWORD });
  actors.Instructor = await api.signIn(INSTRUCTOR);
  actors.Learner = await api.signUp();
  for (const role of ROLES) targets[role] = (await api.signUp(newUser())).userId;
}, 60_000);
afterAll(() => server.close());

describe.each(ROLES)('an %s', (actor) => {
  it.each(ROLES)(
    'gives an account that is %s only the roles the rule allows, and changes nothing else',
    async (target) => {
      const id = targets[target];
      for (const role of ROLES) {
        await setRole(id, target, LEVEL[target]);
        const response = await put(actors[actor], id, role);
        const allowed = ALLOWED[actor][target].includes(role);
        expect([`${role}`, response.statusCode]).toEqual([role, allowed ? 200 : 403]);
        expect(await roleOf(id)).toEqual(
          allowed
            ? { role, permission_level: LEVEL[role] }
            : { role: target, permission_level: LEVEL[target] },
        );
      }
    },
  );
});

it('refuses an editor who makes a learner an editor (the escalation), and lets an admin undo any change, audited', async () => {
  const learner = await api.signUp();
  const escalation = await put(actors.Editor, learner.userId, 'Editor');
  expect(escalation.statusCode).toBe(403);
  expect(await roleOf(learner.userId)).toEqual({ role: 'Learner', permission_level: 1 });

  // An editor's own change (learner → instructor), then the admin's undo of it.
  expect((await put(actors.Editor, learner.userId, 'Instructor')).statusCode).toBe(200);
  expect((await api.me(learner.accessToken)).json()).toMatchObject({ user: { role: 'Instructor' } });
  const undo = await put(actors.Admin, learner.userId, 'Learner');
  expect(undo.statusCode).toBe(200);
  expect(undo.json<AdminUser>()).toMatchObject({ role: 'Learner', permissionLevel: 1 });
  // The account's session reads the new role at once (its cached session is dropped).
  expect((await api.me(learner.accessToken)).json()).toMatchObject({ user: { role: 'Learner' } });

  const log = await server.app.inject({
    method: 'GET',
    url: '/api/admin/audit?entity=user&action=update',
    headers: bearer(actors.Admin.accessToken),
  });
  const mine = log
    .json<Page<AuditEntry>>()
    .items.filter((e) => e.entityId === learner.userId)
    .map((e) => [e.actor?.id, (e.before as AdminUser).role, (e.after as AdminUser).role]);
  expect(mine).toEqual([
    [actors.Admin.userId, 'Instructor', 'Learner'],
    [actors.Editor.userId, 'Learner', 'Instructor'],
  ]);
});

it('keeps one’s own role: an admin may not demote themselves, an editor may edit their own details only', async () => {
  expect((await put(actors.Admin, actors.Admin.userId, 'Learner')).statusCode).toBe(403);
  expect(await roleOf(actors.Admin.userId)).toEqual({ role: 'Admin', permission_level: 4 });
  expect((await put(actors.Editor, actors.Editor.userId, 'Admin')).statusCode).toBe(403);
  expect((await put(actors.Editor, actors.Editor.userId, 'Editor')).statusCode).toBe(200);
});
