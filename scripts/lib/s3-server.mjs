#!/usr/bin/env node
// An S3-compatible object store for `npm run start:cluster` and its tests: s3rver
// (an npm package) keeping the bucket `uploads` in a directory.
// Usage: node s3-server.mjs DIR PORT   (credentials S3RVER / S3RVER)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './deploy.mjs';

const S3rver = createRequire(join(ROOT, 'api/package.json'))('@20minutes/s3rver');
const [dir, port] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory: dir,
  configureBuckets: [{ name: 'uploads' }],
});
await server.run();
console.log(`s3: http://127.0.0.1:${port} (bucket uploads in ${dir})`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
