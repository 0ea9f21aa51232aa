import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from '../src/modules/materials/demo-files';
import { IMAGE_DIMENSIONS_KEY } from '../src/storage/images';
import { ADMIN, apiOf, bearer, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

/**
 * A 46 KB PNG declaring 8000×8000 froze the whole API for 22 s as a profile
 * photo (issue 30): it was decoded on the event loop. Every image upload now
 * reads the declared dimensions first and refuses above the limits, and
 * decodes off the event loop.
 */

let server: TestServer;
let base: string;
let learner: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  base = await server.listen();
  learner = await apiOf(server).signIn(LEARNER);
});
afterAll(() => server.close());

/** A valid greyscale PNG of `side`×`side` black pixels: a few dozen kilobytes that decode to side² bytes. */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function post(path: string, who: SignedIn, data: Buffer, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type: 'image/png' }), 'bomb.png');
  return fetch(`${base}/api${path}`, { method: 'POST', headers: bearer(who.accessToken), body: form });
}

it('refuses an image declaring 8000×8000 on every image upload, with the dimensions message', async () => {
  const bomb = pngBomb(8000);
  expect(bomb.length).toBeLessThan(100 * 1024);
  const admin = await apiOf(server).signIn(ADMIN);
  const answers = await Promise.all([
    post('/user/photo', learner, bomb),
    post('/forum/uploadImage/algebra-foundations', learner, bomb),
    post('/admin/images', admin, bomb),
  ]);
  for (const answer of answers) {
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { image: IMAGE_DIMENSIONS_KEY },
    });
  }
});

it('answers other requests while a large photo is decoded, and stores its square', async () => {
  const order: string[] = [];
  const upload = post('/user/photo', learner, pngBomb(5000)).then(async (answer) => {
    order.push('upload');
    return answer;
  });
  // Asked after the upload: answered first, since decoding does not hold the event loop.
  const health = await fetch(`${base}/api/health`);
  order.push('health');
  expect(health.status).toBe(200);
  const answer = await upload;
  expect(answer.status).toBe(200);
  expect(order).toEqual(['health', 'upload']);
  const photo = await fetch(`${base}${(await answer.json()).image}`);
  const stored = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
  expect([stored.width, stored.height]).toEqual([256, 256]);
});
