import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { scormPackages } from '../../../db/schema';
import { removeObject, writeObject } from '../../../storage/object-store';
import { PACKAGE_LIMITS, PackageRefused } from './package-limits';
import { launchEntry, MANIFEST_PATH, parseManifest } from './package-manifest';
import { openPackage } from './package-unzip';

/** Where a package's entries live: materials/{course}/{hex}.zip → materials/{course}/packages/{hex}. */
export function packagePrefix(uploadKey: string): string {
  const slash = uploadKey.lastIndexOf('/');
  return `${uploadKey.slice(0, slash)}/packages/${uploadKey.slice(slash + 1).replace(/\.zip$/, '')}`;
}

/** The storage key of entry number `n` (storage keys cannot carry a path's case, spaces or dots). */
export const entryKey = (uploadKey: string, n: number) => `${packagePrefix(uploadKey)}/${n}`;

/**
 * Unpacks a received SCORM 1.2 zip into storage: every entry checked before
 * anything is inflated, the manifest read and its launch page found, then
 * each file inflated (real bytes counted) and written. A refusal
 * (`PackageRefused`) or failure leaves nothing stored.
 */
export async function storePackage(ctx: AppContext, uploadKey: string, data: Buffer) {
  const pkg = await openPackage(data);
  const written: string[] = [];
  try {
    const manifestEntry = pkg.files.find((f) => f.path === MANIFEST_PATH);
    if (!manifestEntry) throw new PackageRefused('manifest', 'no imsmanifest.xml at the root');
    const xml = await manifestEntry.read();
    if (xml.length > PACKAGE_LIMITS.maxManifestBytes)
      throw new PackageRefused('tooLarge', 'imsmanifest.xml too large');
    const manifest = parseManifest(xml.toString('utf8'));
    const paths = pkg.files.map((f) => f.path);
    let launchPath: string;
    try {
      launchPath = launchEntry(manifest.launch);
    } catch {
      throw new PackageRefused('manifest', `bad launch address: ${manifest.launch}`);
    }
    if (!paths.includes(launchPath))
      throw new PackageRefused('manifest', `launch page not in the package: ${launchPath}`);

    for (const [n, file] of pkg.files.entries()) {
      const bytes = file.path === MANIFEST_PATH ? xml : await file.read();
      const key = entryKey(uploadKey, n);
      await writeObject(ctx, key, bytes);
      written.push(key);
    }
    await ctx.database.db.insert(scormPackages).values({
      uploadKey,
      version: manifest.version,
      title: manifest.title.slice(0, 200),
      launch: manifest.launch,
      entries: paths,
    });
    return manifest;
  } catch (error) {
    for (const key of written) await removeObject(ctx, key).catch(() => undefined);
    throw error;
  } finally {
    pkg.close();
  }
}

/** A package's row (manifest and entry paths), or null when the upload is no package. */
export async function findPackage(ctx: AppContext, uploadKey: string) {
  const [row] = await ctx.database.db
    .select()
    .from(scormPackages)
    .where(eq(scormPackages.uploadKey, uploadKey));
  return row ?? null;
}

/** Removes a package's stored entries (`entries` read from its row before the row went with its upload). */
export async function removePackageEntries(ctx: AppContext, uploadKey: string, entries: string[]) {
  for (const n of entries.keys()) await removeObject(ctx, entryKey(uploadKey, n));
}
