import { shutDown } from '../src/lifecycle/shutdown';
import { apiOf, bearer } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
afterAll(() => server.close());

it('answers every request it accepted before stopping, then closes the database, then refuses', async () => {
  server = await startTestServer();
  const { accessToken } = await apiOf(server).signIn();
  const base = await server.listen();
  const inFlight = 24;

  let received = 0;
  const answered: number[] = [];
  const allReceived = new Promise<void>((resolve) => {
    server.app.server.on('request', (_request, response) => {
      // When the server finished answering, not when the client got round to reading it.
      response.on('finish', () => answered.push(Date.now()));
      received += 1;
      if (received === inFlight) resolve();
    });
  });
  const requests = Array.from({ length: inFlight }, () =>
    fetch(`${base}/api/user/getStatistics`, { headers: bearer(accessToken) }).then(async (r) => {
      await r.text();
      return r.status;
    }),
  );
  await allReceived;
  let databaseClosedAt = 0;
  const clean = await shutDown({
    app: server.app,
    database: {
      close: async () => {
        databaseClosedAt = Date.now();
      },
    },
  });

  expect(clean).toBe(true);
  expect(await Promise.all(requests)).toEqual(Array(inFlight).fill(200));
  expect(answered).toHaveLength(inFlight);
  expect(databaseClosedAt).toBeGreaterThanOrEqual(Math.max(...answered));
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
}, 90_000);
