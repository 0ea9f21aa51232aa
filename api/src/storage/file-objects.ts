import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ObjectBackend } from './object-backend';

/** Uploads as files under one directory (DATA_DIR/uploads): one process, or processes sharing a disk. */
export function fileObjects(dir: string): ObjectBackend {
  return {
    async write(key, data) {
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    read: (key) => readFile(join(dir, key)).catch(() => null),
    remove: (key) => rm(join(dir, key), { force: true }),
  };
}
