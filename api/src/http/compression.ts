import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers made at request time (API JSON, remotes.json, small files
 * of the site) for clients that accept it. Brotli at quality 4 costs about as
 * much CPU as gzip -6 and packs JSON tighter; the site's built files come
 * precompressed at quality 11 instead (docs/BENCHMARKS.md, "Compression").
 * Socket.IO answers on the raw server and is not touched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
