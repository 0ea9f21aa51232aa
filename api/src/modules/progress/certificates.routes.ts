import { certificateSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { requireUser } from '../auth/authenticate';
import { certificatePdf } from './certificate.pdf';
import { certificateByCode } from './certificates.service';

const code = z.object({ code: z.string().max(32) });
const missing = () => new HttpError(404, 'NOT_FOUND', 'No such certificate.');

/** GET /certificates/{code} (public: anyone may verify) and its PDF (the learner's own download). */
export const certificatesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const pool = ctx.database.pool;
    app.get(
      '/certificates/:code',
      { schema: { params: code, response: { 200: certificateSchema, ...errorResponses(404) } } },
      async (r) => {
        const found = await certificateByCode(pool, r.params.code.toUpperCase());
        if (!found) throw missing();
        const { userId: _owner, ...certificate } = found;
        return certificate;
      },
    );
    app.get(
      '/certificates/:code/pdf',
      { onRequest: requireUser(ctx), schema: { params: code } },
      async (r, reply) => {
        const found = await certificateByCode(pool, r.params.code.toUpperCase());
        // Only its learner downloads it; anyone else sees the public page instead.
        if (!found || found.userId !== r.user!.id || found.revokedAt) throw missing();
        const { userId: _owner, ...certificate } = found;
        const origin = `${r.protocol}://${r.host}`;
        const pdf = await certificatePdf(certificate, `${origin}/en/certificates/${certificate.code}`);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="certificate-${certificate.code}.pdf"`)
          .send(pdf);
      },
    );
  };
