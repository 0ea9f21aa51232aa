import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import { registerCompression } from './http/compression';
import { installErrorHandler, installNotFound } from './http/error-handler';
import { installInputGuards } from './http/input-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAi } from './modules/ai/ai';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { assessmentsRoutes } from './modules/assessments/assessments.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { authenticateToken } from './modules/auth/authenticate';
import { refuseForeignOrigin } from './modules/auth/csrf';
import { loadSigningSecret } from './modules/auth/signing-secret';
import { authoringRoutes } from './modules/authoring/authoring.routes';
import { authoringAiRoutes } from './modules/authoring/authoring-ai.routes';
import { constantsInlineRoutes } from './modules/authoring/constants-inline.routes';
import { courseFormRoutes } from './modules/authoring/course-form.routes';
import { treeRoutes } from './modules/authoring/tree.routes';
import { calculatorRoutes } from './modules/calculator/calculator.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { dacumRoutes } from './modules/dacum/dacum.routes';
import { errorLogRoutes } from './modules/error-log/error-log.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { gamificationRoutes } from './modules/gamification/gamification.routes';
import { healthRoutes } from './modules/health/health.routes';
import { materialsRoutes } from './modules/materials/materials.routes';
import { mindMapRoutes } from './modules/materials/mind-map.routes';
import { packageRoutes } from './modules/materials/scorm/package.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { certificatesRoutes } from './modules/progress/certificates.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createPushSender } from './modules/push/push-sender';
import { pushWorkerRoutes } from './modules/push/push-worker.routes';
import { storeRoutes } from './modules/store/store.routes';
import { studyCornersRoutes } from './modules/study-corners/study-corners.routes';
import { testFixturesRoutes } from './modules/test-fixtures/test-fixtures.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { translationRoutes } from './modules/translation/translation.routes';
import { userRoutes } from './modules/user/user.routes';
import { whiteboardRoutes } from './modules/whiteboard/whiteboard.routes';
import { attachRealtime } from './realtime/realtime';
import { connectRedis } from './realtime/shared-redis';
import { serveSite } from './site/site';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const API_MODULES = [
  authRoutes,
  userRoutes,
  plansRoutes,
  coursesRoutes,
  authoringRoutes,
  authoringAiRoutes,
  constantsInlineRoutes,
  catalogueRoutes,
  errorLogRoutes,
  healthRoutes,
  forumRoutes,
  calendarRoutes,
  notificationsRoutes,
  announcementsRoutes,
  storeRoutes,
  gamificationRoutes,
  paymentsRoutes,
  progressRoutes,
  certificatesRoutes,
  whiteboardRoutes,
  assessmentsRoutes,
  chatRoutes,
  materialsRoutes,
  mindMapRoutes,
  packageRoutes,
  calculatorRoutes,
  profileRoutes,
  ticketsRoutes,
  studyCornersRoutes,
  translationRoutes,
  treeRoutes,
  courseFormRoutes,
  adminRoutes,
  auditRoutes,
  dacumRoutes,
  pushRoutes,
];

/** The whole API on an open database: routes under /api, realtime, and the site when STATIC_DIR is set. */
export async function buildApp(
  config: Config,
  database: Database,
  now: () => Date = () => new Date(),
): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // find-my-way answers 414 past 100 characters, which the browser shows as a failure: let
    // the routes' own validation answer a long parameter with 404 or 422 (Node caps the URL anyway).
    routerOptions: { maxParamLength: 16 * 1024 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('course', null);
  app.decorateRequest('learnerScope', null);
  installErrorHandler(app);
  app.addHook('onRequest', refuseForeignOrigin(config.allowedOrigins));
  installInputGuards(app);

  const secret = loadSigningSecret(config.jwtSecret, config.dataDir);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  const realtime = attachRealtime(app.server, {
    allowedOrigins: config.allowedOrigins,
    redis: redis?.sockets,
    authenticate: async (token) => {
      const found = await authenticateToken({ database, secret }, token);
      return (
        found && { userId: found.user.id, familyId: found.claims.familyId, expiresAt: found.claims.expiresAt }
      );
    },
  });
  const ctx: AppContext = {
    config,
    database,
    secret,
    realtime,
    now,
    ai: createAi(config, database.pool),
    push: createPushSender(config.push, database.pool, app.log),
  };
  // Sockets first: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', () => ctx.realtime.close());
  if (redis) app.addHook('onClose', () => redis.close());
  // Pushes under way finish (or time out) before the database they clean up after closes.
  app.addHook('onClose', () => ctx.push.idle());

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Nothing is limited globally: login, register and the error log set their own limits.
  // With Redis they count across API processes; Redis down lets requests through
  // (login lockout, the brute-force guard, is in the database either way).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { redis: redis.limits, skipOnError: true, nameSpace: 'elearn-rate-limit:' }),
  });

  await app.register(
    async (api) => {
      for (const routes of API_MODULES) await api.register(routes(ctx));
      if (config.testFixtures) await api.register(testFixturesRoutes(ctx));
      installNotFound(api);
    },
    { prefix: '/api' },
  );
  // The service worker's scope is the folder it is served from: it sits at the root, outside /api.
  await app.register(pushWorkerRoutes);
  if (config.staticDir) await serveSite(app, config.staticDir);
  else installNotFound(app);
  return { app, ctx };
}
