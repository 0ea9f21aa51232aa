import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole } from '../auth/access';
import { adminCompetitionsRoutes } from './admin-competitions';
import { adminImagesRoutes } from './admin-images';
import { adminPlansRoutes } from './admin-plans';
import { adminRankRewardsRoutes } from './admin-rank-rewards';
import { adminStoreRoutes } from './admin-store';
import { adminUsersRoutes } from './admin-users';
import { courseAssignmentRoutes } from './course-assignment';

/**
 * The admin remote's calls (issue 17): staff only (editors and admins), checked
 * before anything is read; learners and instructors get 403 and change nothing.
 * Finer rules (no role above one's own) live with each resource.
 */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'staff'));
    for (const routes of [
      adminPlansRoutes,
      adminUsersRoutes,
      adminRankRewardsRoutes,
      adminStoreRoutes,
      adminImagesRoutes,
      courseAssignmentRoutes,
      adminCompetitionsRoutes,
    ])
      await app.register(routes(ctx));
  };
