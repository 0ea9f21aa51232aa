import {
  type DrawingItem,
  WHITEBOARD_POINTS_MAX,
  whiteboardListSchema,
  whiteboardSchema,
} from '@elearn/contracts';
import { apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const pen = (points: number[] = [0, 0, 10, 10, 20, 5]): DrawingItem => ({
  tool: 'pen',
  stroke: { lineWidth: 10, color: '#000000' },
  fill: null,
  startPoint: { x: points[0]!, y: points[1]! },
  finishPoint: { x: points.at(-2)!, y: points.at(-1)! },
  points,
});
const rect: DrawingItem = {
  tool: 'rect',
  stroke: { lineWidth: 3, color: '#ff0000' },
  fill: '#00ff00',
  startPoint: { x: 5, y: 5 },
  finishPoint: { x: 50, y: 40 },
  points: [],
};

const save = (who: SignedIn, body: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/whiteboard/save',
    payload: body as object,
    headers: bearer(who.accessToken),
  });
const remove = (who: SignedIn, id: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/whiteboard/delete',
    payload: { id },
    headers: bearer(who.accessToken),
  });
const read = (who: SignedIn, id: string) =>
  server.app.inject({ method: 'GET', url: `/api/whiteboard/${id}`, headers: bearer(who.accessToken) });
async function list(who: SignedIn) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/whiteboard/getDrawings',
    headers: bearer(who.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return whiteboardListSchema.parse(response.json());
}

describe('whiteboard', () => {
  it('saves a named board, lists it with its link, changes it under the same id and deletes it', async () => {
    const user = await api.signUp();
    const created = await save(user, { name: ' Algebra ', drawings: [pen(), rect] });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(await list(user)).toEqual([{ _id: id, name: 'Algebra', link: `/api/whiteboard/${id}` }]);
    const board = whiteboardSchema.parse((await read(user, id)).json());
    expect(board.drawings).toEqual([pen(), rect]);

    const changed = await save(user, { _id: id, name: 'Algebra 2', drawings: [rect] });
    expect(changed.json()).toEqual({ id });
    expect((await read(user, id)).json()).toMatchObject({ name: 'Algebra 2', drawings: [rect] });
    expect(await list(user)).toHaveLength(1);

    expect((await remove(user, id)).json()).toEqual({ deleted: true });
    expect(await list(user)).toEqual([]);
    expect((await read(user, id)).statusCode).toBe(404);
  });

  it("never shows or changes another user's board: 404 like a missing one", async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const { id } = (await save(owner, { name: 'Mine', drawings: [rect] })).json();
    expect((await read(other, id)).statusCode).toBe(404);
    expect((await save(other, { _id: id, name: 'Taken', drawings: [] })).statusCode).toBe(404);
    expect((await remove(other, id)).statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await read(owner, id)).json()).toMatchObject({ name: 'Mine', drawings: [rect] });
    // Ids that are not ids are simply not found.
    expect((await read(owner, 'not-an-id')).statusCode).toBe(404);
    expect((await remove(owner, "1' OR '1'='1")).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/whiteboard/getDrawings' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no name', { name: '  ', drawings: [rect] }, 'name', 'validation.whiteboard.name'],
    ['a long name', { name: 'x'.repeat(101), drawings: [rect] }, 'name', 'validation.whiteboard.nameLength'],
    [
      'an unknown tool',
      { name: 'a', drawings: [{ ...rect, tool: 'laser' }] },
      'drawings.0.tool',
      'validation.whiteboard.tool',
    ],
    [
      'a pen of 51',
      { name: 'a', drawings: [{ ...rect, stroke: { lineWidth: 51, color: '#000' } }] },
      'drawings.0.stroke.lineWidth',
      'validation.invalid',
    ],
    [
      'a colour that is CSS',
      { name: 'a', drawings: [{ ...rect, fill: 'url(javascript:x)' }] },
      'drawings.0.fill',
      'validation.whiteboard.colour',
    ],
    [
      'an extra field',
      { name: 'a', drawings: [{ ...rect, onclick: 'x' }] },
      'drawings.0',
      'validation.invalid',
    ],
    [
      'a point that is not a number',
      { name: 'a', drawings: [pen([0, 0, 'x' as unknown as number, 1])] },
      'drawings.0.points.2',
      'validation.invalid',
    ],
    ['drawings that are not a list', { name: 'a', drawings: 'rect' }, 'drawings', 'validation.invalid'],
  ])('refuses %s with a 422 naming the field, and saves nothing', async (_, body, field, key) => {
    const user = await api.signUp();
    const response = await save(user, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ [field]: key });
    expect(await list(user)).toEqual([]);
  });

  it('refuses a board over 100,000 points with a 422 and keeps the saved one', async () => {
    const user = await api.signUp();
    const { id } = (await save(user, { name: 'Big', drawings: [rect] })).json();
    const stroke = pen(Array.from({ length: WHITEBOARD_POINTS_MAX * 2 }, (_, i) => i % 500));
    const response = await save(user, { _id: id, name: 'Big', drawings: [stroke] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ drawings: 'validation.whiteboard.tooLarge' });
    expect((await read(user, id)).json().drawings).toEqual([rect]);
  });

  it('answers a body over 10 MB with the same clear 422', async () => {
    const user = await api.signUp();
    const response = await save(user, {
      name: 'Huge',
      drawings: [rect],
      padding: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ drawings: 'validation.whiteboard.tooLarge' });
    expect(await list(user)).toEqual([]);
  });
});
