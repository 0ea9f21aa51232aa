import { MATERIAL_UPLOAD_TYPES, type MaterialUploadExtension } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { contentMatches } from '../../storage/content-check';
import { PackageRefused } from './scorm/package-limits';
import { storePackage } from './scorm/package-store';

const refused = (key: string, message: string) =>
  new HttpError(422, 'VALIDATION', message, { errors: { file: key } });

/**
 * The checks every material upload passes before it counts as received, whether
 * its bytes came through the API or straight to the bucket: its size and magic
 * bytes against the announced type; a zip is a SCORM package, unpacked with
 * limits (ADR 0016).
 */
export async function checkUpload(
  ctx: AppContext,
  key: string,
  ext: MaterialUploadExtension,
  data: Buffer,
): Promise<void> {
  if (data.length > MATERIAL_UPLOAD_TYPES[ext].maxBytes)
    throw refused('validation.materials.tooLarge', 'The file is too large.');
  if (!(await contentMatches(ext, data)))
    throw refused('validation.materials.fileType', 'File type is not valid');
  if (ext === 'zip')
    await storePackage(ctx, key, data).catch((error) => {
      if (error instanceof PackageRefused)
        throw refused(`validation.materials.package.${error.problem}`, error.message);
      throw error;
    });
}
