import {
  MATERIAL_UPLOAD_TYPES,
  type MaterialFile,
  materialUploadExtension,
  uploadName,
} from '@elearn/contracts/constants';
import { useState } from 'react';
import { putFile, UploadError } from './direct-upload';
import { materialsApi } from './materials.resource';

type PackageProblem = 'unsafe' | 'tooLarge' | 'manifest' | 'version' | 'zip';
/** The API's key of a refused SCORM package: validation.materials.package.{problem}. */
const PACKAGE_REFUSAL = /^validation\.materials\.package\.(unsafe|tooLarge|manifest|version|zip)$/;

export interface UploadRow {
  id: string;
  file: File;
  folderId: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  /**
   * i18n key of the failure: 'sendInfoFailed' (the file's name and type were not
   * taken: no upload address), 'invalidType' (refused by content), a package's
   * refusal ('packageRefused.unsafe' …) or 'uploadFailed'.
   */
  error?: 'sendInfoFailed' | 'invalidType' | 'uploadFailed' | `packageRefused.${PackageProblem}`;
}

/**
 * Uploads of the Add Files picker: each file is presigned, PUT with progress,
 * and on success handed to `onUploaded` as a new material file; a failure
 * marks its row red with a retry (which asks for a fresh address: the old one expires).
 */
export function useUploads(courseId: string, onUploaded: (folderId: string, file: MaterialFile) => void) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const patch = (id: string, change: Partial<UploadRow>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...change } : r)));

  async function run(row: UploadRow) {
    patch(row.id, { status: 'uploading', progress: 0, error: undefined });
    const ext = materialUploadExtension(row.file.name)!;
    const presigned = await materialsApi
      .presign(courseId, uploadName(row.file.name, Date.now()), row.file.type)
      .catch(() => null);
    if (!presigned?.ok) {
      patch(row.id, {
        status: 'failed',
        error: presigned?.status === 422 ? 'invalidType' : 'sendInfoFailed',
      });
      return;
    }
    try {
      await putFile(presigned.data.url, row.file, (progress) => patch(row.id, { progress }));
      patch(row.id, { status: 'done', progress: 100 });
      onUploaded(row.folderId, {
        id: crypto.randomUUID(),
        name: row.file.name,
        type: MATERIAL_UPLOAD_TYPES[ext].type,
        function: 'study',
        hash: presigned.data.key,
        content: '',
        link: '',
        isactive: true,
        isdeleted: false,
        iscompleted: false,
        parent_id: row.folderId,
        numberofpages: 0,
      });
    } catch (error) {
      const refused = error instanceof UploadError && error.status === 422;
      const problem = refused ? PACKAGE_REFUSAL.exec(error.code)?.[1] : undefined;
      patch(row.id, {
        status: 'failed',
        error: problem
          ? `packageRefused.${problem as PackageProblem}`
          : refused
            ? 'invalidType'
            : 'uploadFailed',
      });
    }
  }

  return {
    rows,
    /** Starts the accepted files; returns the names refused by extension ('Unsupported file formats'). */
    add(files: File[], folderId: string): string[] {
      const accepted = files.filter((f) => materialUploadExtension(f.name));
      const fresh = accepted.map(
        (file): UploadRow => ({ id: crypto.randomUUID(), file, folderId, progress: 0, status: 'uploading' }),
      );
      setRows((all) => [...all, ...fresh]);
      for (const row of fresh) void run(row);
      return files.filter((f) => !materialUploadExtension(f.name)).map((f) => f.name);
    },
    retry: (row: UploadRow) => void run(row),
    remove: (id: string) => setRows((all) => all.filter((r) => r.id !== id)),
    clearDone: () => setRows((all) => all.filter((r) => r.status !== 'done')),
  };
}
