import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthoredCourse } from '@elearn/contracts';
import sharp from 'sharp';
import { fetchCover } from '../src/modules/authoring/cover-image';
import { apiOf, INSTRUCTOR, type SignedIn } from './api';
import {
  type CourseConstants,
  courseConstants,
  createCourse,
  wizardCourse as wizardFixture,
} from './authoring-fixtures';
import { startTestServer, type TestServer } from './harness';

// A cover given as an https address is fetched and stored like an upload (the site's CSP
// shows only its own images): a server this test runs, over https on 127.0.0.1, serves
// the cases (COVER_FETCH_ALLOW_LOOPBACK lets the API reach it; its certificate is its own).

let server: TestServer;
let instructor: SignedIn;
let ids: CourseConstants;
let images: Server;
let origin: string;
let png: Buffer;
const stalled = new Set<import('node:http').ServerResponse>();
const certDir = mkdtempSync(join(tmpdir(), 'cover-cert-'));

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  images = createServer(
    { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    (req, res) => {
      const path = req.url ?? '';
      if (path === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      // A server may name an image wrongly: its bytes decide.
      if (path === '/unnamed')
        return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(png);
      if (path === '/moved') return res.writeHead(302, { location: '/cover.png' }).end();
      const hops = /^\/hop\/(\d+)$/.exec(path);
      if (hops) {
        const left = Number(hops[1]);
        return res.writeHead(302, { location: left ? `/hop/${left - 1}` : '/cover.png' }).end();
      }
      if (path === '/large') {
        // No Content-Length: the size is counted as it comes.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png);
        return res.end(Buffer.alloc(2 * 1024 * 1024));
      }
      if (path === '/declared-large')
        return res.writeHead(200, { 'content-type': 'image/png', 'content-length': 5 * 1024 * 1024 }).end();
      if (path === '/page.html')
        return res
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<html><script>alert(1)</script></html>');
      if (path === '/slow') {
        // Headers and a first part, then nothing more: the whole fetch has a deadline.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png.subarray(0, 20));
        stalled.add(res);
        return;
      }
      res.writeHead(404).end();
    },
  );
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(images.address() as AddressInfo).port}`;

  server = await startTestServer({ COVER_FETCH_ALLOW_LOOPBACK: 'true', COVER_FETCH_TIMEOUT_MS: '1000' });
  instructor = await apiOf(server).signIn(INSTRUCTOR);
  ids = await courseConstants(server);
});
afterAll(async () => {
  for (const res of stalled) res.destroy();
  images.closeAllConnections();
  await new Promise((resolve) => images.close(resolve));
  await server.close();
  rmSync(certDir, { recursive: true, force: true });
});

const withCover = (title: string, image: string) => ({ ...wizardFixture(ids, title), image });
const courseCount = async () =>
  Number((await server.ctx.database.pool.query('SELECT count(*) AS n FROM courses')).rows[0].n);

async function storedCover(courseId: string) {
  const listed = await server.app.inject({
    method: 'GET',
    url: '/api/course/authoredCourses',
    headers: { authorization: `Bearer ${instructor.accessToken}` },
  });
  const image = listed.json<AuthoredCourse[]>().find((c) => c.id === courseId)!.image!;
  return { image, served: await server.app.inject({ method: 'GET', url: image }) };
}

describe('a cover given as an https address', () => {
  it.each([
    ['served as an image', '/cover.png'],
    ['served with another content type', '/unnamed'],
    ['behind a redirect', '/moved'],
    ['behind three redirects', '/hop/2'],
  ])('is fetched and stored like an upload when %s', async (_case, path) => {
    const created = await createCourse(
      server,
      instructor,
      withCover(`Fetched cover ${path}`, origin + path),
      null,
    );
    expect(created.statusCode).toBe(201);
    const { image, served } = await storedCover(created.json<{ _id: string }>()._id);
    expect(image).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it.each([
    ['a body over 1 MB', '/large', 'rules.image'],
    ['a declared length over 1 MB', '/declared-large', 'rules.image'],
    ['something that is not an image', '/page.html', 'rules.image'],
    ['a response that stalls', '/slow', 'rules.imageAddress'],
    ['more than three redirects', '/hop/3', 'rules.imageAddress'],
    ['an error status', '/missing.png', 'rules.imageAddress'],
  ])('refuses %s on the image field, creating nothing', async (_case, path, rule) => {
    const before = await courseCount();
    const refused = await createCourse(
      server,
      instructor,
      withCover(`Refused cover ${path}`, origin + path),
      null,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ image: rule });
    expect(await courseCount()).toBe(before);
  });

  it('refuses private, link-local and unresolvable addresses even with loopback allowed', async () => {
    for (const address of [
      'https://10.0.0.1/cover.png',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/cover.png',
      'https://cover.invalid/cover.png',
    ]) {
      const refused = await createCourse(server, instructor, withCover(`Private ${address}`, address), null);
      expect(refused.json().errors).toEqual({ image: 'rules.imageAddress' });
    }
  });

  it('refuses this host without the loopback setting, by name and by address', async () => {
    const port = (images.address() as AddressInfo).port;
    for (const address of [`${origin}/cover.png`, `https://localhost:${port}/cover.png`]) {
      await expect(fetchCover(address, { allowLoopback: false, timeoutMs: 1000 })).rejects.toMatchObject({
        status: 422,
        extra: { errors: { image: 'rules.imageAddress' } },
      });
    }
  });
});
