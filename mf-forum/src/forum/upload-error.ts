/** The editor's message (an i18n key) for a refused image upload, by the API's error code and field error. */
export function uploadErrorKey(code: string | undefined, fieldError?: string): string {
  if (fieldError === 'validation.imageDimensions') return 'common:validation.imageDimensions';
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
