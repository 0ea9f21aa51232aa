import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';
import type { ObjectBackend } from './object-backend';

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET and its keys): what several
 * API processes, on one machine or many, share. Objects are private: the API
 * decides who may have an address, and the browser PUTs and GETs at presigned
 * ones (the bucket's CORS must allow the site's origin: docs/DEPLOYMENT.md).
 */
export function s3Objects(settings: NonNullable<Config['s3']>): ObjectBackend {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    async write(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a missing key succeeds in S3, as rm --force does on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    direct: {
      put: (key, seconds) =>
        getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: seconds }),
      get: (key, seconds, serve) =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket,
            Key: key,
            ResponseContentType: serve.contentType,
            ...(serve.attachment && { ResponseContentDisposition: 'attachment' }),
          }),
          { expiresIn: seconds },
        ),
    },
  };
}
