import type { Config } from '../config';

/**
 * The origin the browser reaches the bucket at, for the Content-Security-Policy:
 * with S3 the browser PUTs uploads and reads files at presigned addresses there.
 * Path style puts the bucket in the path (self-hosted stores); virtual-hosted
 * style (AWS's default) in the host name.
 */
export function s3Origin(s3: NonNullable<Config['s3']>): string {
  const base = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  return s3.forcePathStyle ? base.origin : `${base.protocol}//${s3.bucket}.${base.host}`;
}
