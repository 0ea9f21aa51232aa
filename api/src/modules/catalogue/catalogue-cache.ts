import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { catalogueVersion } from '../../db/schema';

/** The catalogue's version: raised by triggers on every change to what it shows (migration 0010). */
async function readVersion(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Answers of the catalogue's public reads, kept per catalogue version: a read
 * costs one key lookup until the catalogue changes, in this process or any
 * other, and never serves data older than the version it read (the version is
 * read before the data, in the writer's transaction order). The least recently
 * used answers go first beyond `max`; answers of older versions age out so.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly max = 500) {}

  async get<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
    const full = `${await readVersion(db)}:${key}`;
    const hit = this.entries.get(full);
    if (hit) {
      // Map order is recency order: move the hit to the end.
      this.entries.delete(full);
      this.entries.set(full, hit);
      return hit as Promise<T>;
    }
    const pending = load();
    this.entries.set(full, pending);
    // A failed read is not kept: the next request tries again.
    pending.catch(() => this.entries.delete(full));
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return pending;
  }
}
