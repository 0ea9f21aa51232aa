import fastifyMultipart from '@fastify/multipart';
import { errorCodes, type FastifyInstance } from 'fastify';

/** Room for a multipart body's boundaries and part headers around its files and fields. */
const MULTIPART_ENVELOPE = 16 * 1024;
/** A text field of a multipart form, unless the scope names its own size. */
const DEFAULT_FIELD_SIZE = 4 * 1024;

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize?: number;
}

/**
 * The largest multipart body refused only after it is read: twice what `limits` can take,
 * so a file a little over its limit still gets the route's own message (multipart cuts it
 * at fileSize), and anything larger is refused from its Content-Length.
 */
export const multipartBodyLimit = ({
  fileSize,
  files,
  fields,
  fieldSize = DEFAULT_FIELD_SIZE,
}: MultipartLimits) => 2 * (files * fileSize + fields * fieldSize) + MULTIPART_ENVELOPE;

/**
 * Multipart for the routes of `scope`, with its limits, and a body whose Content-Length
 * is over what those limits can take refused with 413 before it is read (issue 30: a
 * photo route waited for a 2 GB body), as Fastify refuses a JSON body over its limit.
 */
export async function registerMultipart(scope: FastifyInstance, limits: MultipartLimits): Promise<void> {
  const fieldSize = limits.fieldSize ?? DEFAULT_FIELD_SIZE;
  await scope.register(fastifyMultipart, { limits: { ...limits, fieldSize } });
  const max = multipartBodyLimit({ ...limits, fieldSize });
  scope.addHook('onRequest', async (request) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (Number(request.headers['content-length'] ?? 0) > max)
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
}
