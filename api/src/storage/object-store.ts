import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AppContext } from '../context';

/*
 * The one place uploaded files live: DATA_DIR/uploads/{key}. The forum's images
 * are keys at the top (`{hex}.png`), course materials under `materials/{course}/`.
 * Keys are made by the server, never taken from a user; a key is still checked
 * here so that no caller can reach outside the directory.
 */

type Ctx = Pick<AppContext, 'config'>;
const KEY = /^[a-z0-9]+(?:[/._-][a-z0-9]+)*$/;

/** The directory of all stored objects. */
export const uploadsDir = (ctx: Ctx) => join(ctx.config.dataDir, 'uploads');

function pathOf(ctx: Ctx, key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a storage key: ${key}`);
  return join(uploadsDir(ctx), key);
}

export const isStorageKey = (key: string) => KEY.test(key) && !key.includes('..');

export async function writeObject(ctx: Ctx, key: string, data: Uint8Array): Promise<void> {
  const path = pathOf(ctx, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

/** The object's bytes, or null when there is none. */
export const readObject = (ctx: Ctx, key: string): Promise<Buffer | null> =>
  readFile(pathOf(ctx, key)).catch(() => null);

export const removeObject = (ctx: Ctx, key: string) => rm(pathOf(ctx, key), { force: true });
