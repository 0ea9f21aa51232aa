import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { installErrorHandler, notFoundBody } from './http/error-handler';
import { authRoutes } from './modules/auth/auth.routes';
import { loadSecret } from './modules/auth/secret';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { errorLogRoutes } from './modules/error-log/error-log.routes';
import { healthRoutes } from './modules/health/health.routes';
import { userRoutes } from './modules/user/user.routes';
import { attachRealtime } from './realtime/realtime';
import { serveSite } from './site/site';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** The whole API on an open database: routes under /api, realtime, and the site when STATIC_DIR is set. */
export async function buildApp(
  config: Config,
  database: Database,
  now: () => Date = () => new Date(),
): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);

  const secret = loadSecret(config.jwtSecret, config.dataDir);
  const realtime = attachRealtime(app.server, secret, config.allowedOrigins);
  const ctx: AppContext = { config, database, secret, realtime, now };

  await app.register(fastifyCookie);
  // Limits are per route (login, register, error log); nothing is limited globally.
  await app.register(fastifyRateLimit, { global: false });
  installErrorHandler(app);

  await app.register(
    async (api) => {
      for (const routes of [authRoutes, userRoutes, catalogRoutes, errorLogRoutes, healthRoutes]) {
        await api.register(routes(ctx));
      }
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send(notFoundBody(request.method, request.url)),
      );
    },
    { prefix: '/api' },
  );
  if (config.staticDir) await serveSite(app, config.staticDir);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(notFoundBody(request.method, request.url)),
    );

  app.addHook('onClose', async () => {
    await realtime.close();
  });
  return { app, ctx };
}
