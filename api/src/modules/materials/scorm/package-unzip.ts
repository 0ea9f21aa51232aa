import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { checkEntryHeader, inflationGuard } from './package-entries';
import { PACKAGE_LIMITS, PackageRefused } from './package-limits';

/** One file of a package: its path and a way to inflate it (counted against the limits). */
export interface PackageEntry {
  path: string;
  read(): Promise<Buffer>;
}

/** yauzl's own refusals of a name (with strictFileNames) are unsafe paths, the rest a bad zip. */
const UNSAFE_NAME = /absolute path|invalid relative path|invalid characters/;

const refusalOf = (error: unknown) =>
  error instanceof PackageRefused
    ? error
    : new PackageRefused(UNSAFE_NAME.test(String(error)) ? 'unsafe' : 'zip', String(error));

/**
 * Opens a package zip with yauzl and checks every entry of its central directory
 * (count, paths, types, declared sizes) before any is inflated; each file's
 * `read()` then inflates it while counting the real bytes (entry, total, ratio).
 * `close()` when done. Refusals are `PackageRefused`.
 */
export async function openPackage(data: Buffer) {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zipfile) => (error || !zipfile ? reject(refusalOf(error)) : resolve(zipfile)),
    ),
  );
  try {
    if (zip.entryCount > PACKAGE_LIMITS.maxEntries)
      throw new PackageRefused('tooLarge', `more than ${PACKAGE_LIMITS.maxEntries} entries`);
    const entries = await readDirectory(zip);
    let total = 0;
    const files: PackageEntry[] = entries
      .filter((entry) => !entry.fileName.endsWith('/'))
      .map((entry) => ({
        path: entry.fileName,
        read: async () => {
          const count = inflationGuard(entry.fileName, entry.compressedSize, () => total);
          const stream = await new Promise<Readable>((resolve, reject) =>
            zip.openReadStream(entry, (error, s) => (error || !s ? reject(refusalOf(error)) : resolve(s))),
          );
          const chunks: Buffer[] = [];
          try {
            for await (const chunk of stream as AsyncIterable<Buffer>) {
              count(chunk.length);
              total += chunk.length;
              chunks.push(chunk);
            }
          } catch (error) {
            stream.destroy();
            throw refusalOf(error);
          }
          return Buffer.concat(chunks);
        },
      }));
    return { files, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Every entry of the central directory, each checked as it is read. */
function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    const seen = new Set<string>();
    zip.on('entry', (entry: Entry) => {
      try {
        // Two entries of one path: which one is served would depend on the order of writes.
        if (seen.has(entry.fileName)) throw new PackageRefused('unsafe', `duplicate: ${entry.fileName}`);
        seen.add(entry.fileName);
        if (entries.length >= PACKAGE_LIMITS.maxEntries)
          throw new PackageRefused('tooLarge', `more than ${PACKAGE_LIMITS.maxEntries} entries`);
        checkEntryHeader({
          path: entry.fileName,
          externalFileAttributes: entry.externalFileAttributes,
          encrypted: entry.isEncrypted(),
          uncompressedSize: entry.uncompressedSize,
        });
        entries.push(entry);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error) => reject(refusalOf(error)));
    zip.readEntry();
  });
}
