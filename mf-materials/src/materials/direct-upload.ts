/**
 * A direct PUT of a file to its presigned address, reporting progress (0–100).
 * Plain XMLHttpRequest, not the API client: the address is storage's (it may be
 * another origin with S3), carries its own signature, and a failure is the
 * upload row's to show (red, with retry), not the app's error dialog.
 */
export function putFile(url: string, file: Blob, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(xhr.status, fileErrorOf(xhr)));
    xhr.onerror = () => reject(new UploadError(0));
    xhr.send(file);
  });
}

export class UploadError extends Error {
  /** `code`: the API's i18n key of a refusal (e.g. validation.materials.package.unsafe). */
  constructor(
    readonly status: number,
    readonly code = '',
  ) {
    super(`upload failed (${status})`);
  }
}

/** The refusal's key of the file field in a 422 answer, if it has one. */
function fileErrorOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { errors?: { file?: unknown } };
    return typeof body.errors?.file === 'string' ? body.errors.file : '';
  } catch {
    return '';
  }
}
