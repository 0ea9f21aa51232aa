import {
  type PurchaseResult,
  purchaseResultSchema,
  type StoreList,
  storeListSchema,
  type Warehouse,
  warehouseSchema,
} from '@elearn/contracts';
import { DEMO_STORE } from '../src/modules/store/store.seed';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let categoryId: string;

const sql = <T extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.ctx.database.pool.query<T>(text, values).then((r) => r.rows);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  const [category] = await sql<{ id: string }>(
    "INSERT INTO store_categories (name, description, position) VALUES ('Test shelf', 'For tests', 99) RETURNING id",
  );
  categoryId = category!.id;
});
afterAll(() => server.close());

let itemCounter = 0;
/** A new item on the test shelf. */
async function newItem(price: number, available: number): Promise<string> {
  itemCounter += 1;
  const [row] = await sql<{ id: string }>(
    'INSERT INTO store_items (category_id, name, price, available) VALUES ($1, $2, $3, $4) RETURNING id',
    [categoryId, `Test item ${itemCounter}`, price, available],
  );
  return row!.id;
}

/** A new learner with this many coins. */
async function learnerWith(coins: number): Promise<SignedIn> {
  const user = await api.signUp();
  await sql('UPDATE user_stats SET coins = $2 WHERE user_id = $1', [user.userId, coins]);
  return user;
}

const buy = (who: SignedIn, itemId: unknown, requestId?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/coins-store/purchaseItem',
    headers: bearer(who.accessToken),
    payload: { itemId, requestId },
  });
const get = (url: string, who: SignedIn) =>
  server.app.inject({ method: 'GET', url: `/api/coins-store/${url}`, headers: bearer(who.accessToken) });

async function storeOf(who: SignedIn): Promise<StoreList> {
  const response = await get('listAvailableItems', who);
  expect(response.statusCode).toBe(200);
  return storeListSchema.parse(response.json());
}
async function warehouseOf(who: SignedIn): Promise<Warehouse> {
  const response = await get('getOrCreateUserWarehouse', who);
  expect(response.statusCode).toBe(200);
  return warehouseSchema.parse(response.json());
}
const coinsOf = async (userId: string) =>
  (await sql<{ coins: number }>('SELECT coins FROM user_stats WHERE user_id = $1', [userId]))[0]!.coins;
const availableOf = async (itemId: string) =>
  (await sql<{ available: number }>('SELECT available FROM store_items WHERE id = $1', [itemId]))[0]!
    .available;

describe('listAvailableItems', () => {
  it('lists the categories with their items for sale and the learner’s coins', async () => {
    const store = await storeOf(await api.signIn(LEARNER));
    expect(store.userCoins).toBe(340);
    const seeded = store.categories.filter((c) => DEMO_STORE.some((d) => d.name === c.name));
    expect(seeded.map((c) => c.name)).toEqual(DEMO_STORE.map((c) => c.name));
    expect(seeded[0]!.items.map((i) => i.name)).toEqual(DEMO_STORE[0]!.items.map((i) => i.name));
  });

  it('leaves out what is sold out', async () => {
    const soldOut = await newItem(10, 0);
    const inStock = await newItem(10, 2);
    const ids = (await storeOf(await learnerWith(0))).categories.flatMap((c) => c.items.map((i) => i.id));
    expect(ids).toContain(inStock);
    expect(ids).not.toContain(soldOut);
  });
});

describe('purchaseItem', () => {
  it('buys: coins and availability drop, the warehouse counts it', async () => {
    const learner = await learnerWith(100);
    const item = await newItem(30, 5);
    const first = await buy(learner, item);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ errors: [], userCoins: 70, itemAvailable: 4 });
    expect((await buy(learner, item)).json()).toEqual({ errors: [], userCoins: 40, itemAvailable: 3 });
    const other = await newItem(40, 1);
    expect((await buy(learner, other)).json()).toEqual({ errors: [], userCoins: 0, itemAvailable: 0 });

    const warehouse = await warehouseOf(learner);
    expect(warehouse.items.map((w) => [w.storeItem.id, w.count]).sort()).toEqual(
      [
        [item, 2],
        [other, 1],
      ].sort(),
    );
    expect((await storeOf(learner)).userCoins).toBe(0);
  });

  it('answers 409 with the reasons and changes nothing when it cannot buy', async () => {
    const learner = await learnerWith(20);
    const dear = await newItem(30, 5);
    const gone = await newItem(10, 0);
    const cases: [unknown, PurchaseResult][] = [
      [dear, { errors: ['store.notEnoughCoins'], userCoins: 20, itemAvailable: 5 }],
      [gone, { errors: ['store.soldOut'], userCoins: 20, itemAvailable: 0 }],
      [
        '00000000-0000-4000-8000-000000000000',
        { errors: ['store.itemNotFound'], userCoins: 20, itemAvailable: 0 },
      ],
    ];
    for (const [itemId, result] of cases) {
      const response = await buy(learner, itemId);
      expect(response.statusCode).toBe(409);
      expect(purchaseResultSchema.parse(response.json())).toEqual(result);
    }
    const both = await newItem(50, 0);
    expect((await buy(learner, both)).json().errors.sort()).toEqual([
      'store.notEnoughCoins',
      'store.soldOut',
    ]);
    expect(await coinsOf(learner.userId)).toBe(20);
    expect(await availableOf(dear)).toBe(5);
    expect((await warehouseOf(learner)).items).toEqual([]);
  });

  it('answers 422 for a malformed item id', async () => {
    const learner = await learnerWith(100);
    for (const itemId of ['not-a-uuid', 42, undefined]) {
      const response = await buy(learner, itemId);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await buy(learner, 'x')).json().errors).toEqual({ itemId: 'validation.store.itemId' });
    expect(await coinsOf(learner.userId)).toBe(100);
  });

  it('sells an item with 10 left to exactly 10 of 100 learners buying at once', async () => {
    const item = await newItem(30, 10);
    const learners: SignedIn[] = [];
    for (let i = 0; i < 100; i++) learners.push(await api.signUp());
    await sql('UPDATE user_stats SET coins = 100 WHERE user_id = ANY($1)', [learners.map((l) => l.userId)]);

    const responses = await Promise.all(learners.map((l) => buy(l, item)));
    const bought = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(bought).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.json().errors).toEqual(['store.soldOut']);

    expect(await availableOf(item)).toBe(0);
    const owners = await sql<{ user_id: string; count: number }>(
      'SELECT user_id, count FROM user_warehouse_items WHERE item_id = $1',
      [item],
    );
    expect(owners).toHaveLength(10);
    expect(owners.every((o) => o.count === 1)).toBe(true);
    const coins = await sql<{ coins: number; n: number }>(
      'SELECT coins, count(*)::int AS n FROM user_stats WHERE user_id = ANY($1) GROUP BY coins ORDER BY coins',
      [learners.map((l) => l.userId)],
    );
    expect(coins).toEqual([
      { coins: 70, n: 10 },
      { coins: 100, n: 90 },
    ]);
    const buyers = new Set(owners.map((o) => o.user_id));
    const poorer = await sql<{ user_id: string }>(
      'SELECT user_id FROM user_stats WHERE user_id = ANY($1) AND coins = 70',
      [learners.map((l) => l.userId)],
    );
    expect(new Set(poorer.map((p) => p.user_id))).toEqual(buyers);
  });

  it('lets one learner racing 20 purchases buy only as many as their coins pay for', async () => {
    const learner = await learnerWith(80);
    const item = await newItem(25, 100);
    const responses = await Promise.all(Array.from({ length: 20 }, () => buy(learner, item)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.json().errors).toEqual(['store.notEnoughCoins']);
    for (const r of responses) expect(r.json().userCoins).toBeGreaterThanOrEqual(0);

    expect(await coinsOf(learner.userId)).toBe(5);
    expect(await availableOf(item)).toBe(97);
    expect((await warehouseOf(learner)).items).toEqual([
      { storeItem: expect.objectContaining({ id: item, available: 97 }), count: 3 },
    ]);
    const purchases = await sql('SELECT 1 FROM store_purchases WHERE user_id = $1', [learner.userId]);
    expect(purchases).toHaveLength(3);
  });
});

describe('a purchase sent twice', () => {
  it('buys once when the same request id comes again, also at the same moment', async () => {
    const learner = await learnerWith(100);
    const itemId = await newItem(10, 5);
    const requestId = crypto.randomUUID();
    const answers = await Promise.all([buy(learner, itemId, requestId), buy(learner, itemId, requestId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const again = await buy(learner, itemId, requestId);
    expect(again.json()).toEqual({ errors: [], userCoins: 90, itemAvailable: 4 });
    const [row] = await sql<{ count: number }>(
      'SELECT count FROM user_warehouse_items WHERE user_id = $1 AND item_id = $2',
      [learner.userId, itemId],
    );
    expect(row!.count).toBe(1);
    // A new confirmation is a new purchase.
    expect((await buy(learner, itemId, crypto.randomUUID())).json()).toMatchObject({
      userCoins: 80,
      itemAvailable: 3,
    });
  });

  it('gives the first-purchase badge once, without changing what the purchase cost', async () => {
    const learner = await learnerWith(50);
    const itemId = await newItem(20, 5);
    await buy(learner, itemId);
    await buy(learner, itemId);
    const badges = await sql<{ type: string }>(
      "SELECT type FROM achievements WHERE user_id = $1 AND type = 'first-purchase'",
      [learner.userId],
    );
    expect(badges).toHaveLength(1);
    const [stats] = await sql<{ coins: number }>('SELECT coins FROM user_stats WHERE user_id = $1', [
      learner.userId,
    ]);
    expect(stats!.coins).toBe(10);
  });
});

describe('who may use the store', () => {
  it('answers 403 to everyone but learners, and 401 without a session', async () => {
    const item = await newItem(1, 5);
    const staff = [
      await api.signIn(INSTRUCTOR),
      await api.signIn({ email: 'admin@demo.test', password: LEARNER.password }),
    ];
    for (const who of staff) {
      expect((await get('listAvailableItems', who)).statusCode).toBe(403);
      expect((await get('getOrCreateUserWarehouse', who)).statusCode).toBe(403);
      const response = await buy(who, item);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await availableOf(item)).toBe(5);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/coins-store/listAvailableItems' })).statusCode,
    ).toBe(401);
  });

  it('shows a new learner an empty warehouse', async () => {
    expect(await warehouseOf(await learnerWith(0))).toEqual({ items: [] });
  });
});
