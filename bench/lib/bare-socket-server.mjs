/**
 * The baseline of bench/realtime.mjs: socket.io on a plain HTTP server, no
 * authentication, no rooms, no Fastify; `POST /trigger` emits its JSON body to
 * every socket as `announcement`, as the API's announcement does, and answers
 * how long the emit took (`emitMs`). With a Redis
 * URL (third argument) it uses the same Redis Streams adapter as the API, so a
 * pair of them measures what crossing processes costs without the API.
 *
 *   node bench/lib/bare-socket-server.mjs <port> <origin> [redis-url]
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const fromApi = createRequire(join(import.meta.dirname, '../../api/package.json'));
const { Server } = fromApi('socket.io');
const [port, origin, redisUrl] = process.argv.slice(2);

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/trigger') {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const payload = JSON.parse(body);
      // How long the fan-out holds the thread: socket.io writes to every socket before it returns.
      const started = performance.now();
      io.emit('announcement', payload);
      const emitMs = performance.now() - started;
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...payload, emitMs }));
    });
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404);
  response.end();
});

let adapter;
if (redisUrl) {
  const { createAdapter } = fromApi('@socket.io/redis-streams-adapter');
  const { Redis } = fromApi('ioredis');
  // The API's blocking read of the stream (api/src/realtime/shared-redis.ts).
  adapter = createAdapter(new Redis(redisUrl), { blockTimeInMs: 1000 });
}
const io = new Server(server, {
  path: '/socket.io',
  serveClient: false,
  cors: { origin: [origin] },
  ...(adapter && { adapter }),
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
