#!/usr/bin/env node
// An S3-compatible object store for `npm run start:cluster` and its tests: s3rver
// (an npm package) keeping the bucket `uploads` in a directory.
// Usage: node s3-server.mjs DIR PORT ORIGIN[,ORIGIN…]   (credentials S3RVER / S3RVER)
// The browser PUTs uploads and reads files at presigned addresses from the site's
// pages (ORIGINs): the bucket's CORS allows them, as a real bucket's must.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './deploy.mjs';

const S3rver = createRequire(join(ROOT, 'api/package.json'))('@20minutes/s3rver');
const [dir, port, origins = ''] = process.argv.slice(2);
const allowed = origins
  .split(',')
  .filter(Boolean)
  .map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`)
  .join('');
const cors = `<CORSConfiguration><CORSRule>${allowed}
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
  <AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory: dir,
  configureBuckets: [{ name: 'uploads', configs: [cors] }],
});
await server.run();
console.log(`s3: http://127.0.0.1:${port} (bucket uploads in ${dir})`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)));
