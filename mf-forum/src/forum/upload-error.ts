/** The editor's message (mf-forum key) for a refused image upload, by the API's error code. */
export function uploadErrorKey(code: string | undefined): string {
  switch (code) {
    case 'FORBIDDEN':
      return 'editor.imageNotMember';
    case 'UPLOAD_RATE_LIMITED':
      return 'editor.imageRateLimited';
    case 'UPLOAD_QUOTA_EXCEEDED':
      return 'editor.imageQuota';
    default:
      return 'editor.imageError';
  }
}
