import { join } from 'node:path';
import type { AppContext } from '../context';
import { fileObjects } from './file-objects';
import type { DirectAddresses, ObjectBackend } from './object-backend';
import { s3Objects } from './s3-objects';

/*
 * The one place uploaded files live: an S3-compatible bucket when S3_BUCKET is
 * set, else DATA_DIR/uploads/{key}. The forum's images are keys at the top
 * (`{hex}.png`), course materials under `materials/{course}/`. Keys are made
 * by the server, never taken from a user; a key is still checked here so that
 * no caller can reach outside the store.
 */

type Ctx = Pick<AppContext, 'config'>;
const KEY = /^[a-z0-9]+(?:[/._-][a-z0-9]+)*$/;

/** The directory of all stored objects when they are files. */
export const uploadsDir = (ctx: Ctx) => join(ctx.config.dataDir, 'uploads');

export const isStorageKey = (key: string) => KEY.test(key) && !key.includes('..');

// One backend (one S3 client and its connections) per app's settings.
const backends = new WeakMap<Ctx['config'], ObjectBackend>();

function backendOf(ctx: Ctx): ObjectBackend {
  let backend = backends.get(ctx.config);
  if (!backend) {
    backend = ctx.config.s3 ? s3Objects(ctx.config.s3) : fileObjects(uploadsDir(ctx));
    backends.set(ctx.config, backend);
  }
  return backend;
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

export const writeObject = (ctx: Ctx, key: string, data: Uint8Array): Promise<void> =>
  backendOf(ctx).write(checked(key), data);

/** The object's bytes, or null when there is none. */
export const readObject = (ctx: Ctx, key: string): Promise<Buffer | null> =>
  backendOf(ctx).read(checked(key));

export const removeObject = (ctx: Ctx, key: string): Promise<void> => backendOf(ctx).remove(checked(key));

/** The browser's own addresses of the store (S3's presigned ones), or null: the API takes and serves the bytes. */
export const directAddresses = (ctx: Ctx): DirectAddresses | null => backendOf(ctx).direct ?? null;
