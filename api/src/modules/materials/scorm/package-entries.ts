import { PACKAGE_LIMITS, PackageRefused } from './package-limits';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/**
 * The entry's path when it is safe to unpack, else why not: no absolute path
 * (`/x`, `C:x`), no `..` or `.` segment, no backslash (a Windows separator that
 * would climb on another tool), no control character, no empty segment.
 * Directories end with `/`.
 */
export function entryPathProblem(path: string): string | null {
  if (!path || path.length > PACKAGE_LIMITS.maxPathLength) return 'length';
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return 'absolute';
  if (path.includes('\\')) return 'backslash';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'control';
  const segments = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (segments.some((s) => s === '..' || s === '.')) return 'traversal';
  if (segments.some((s) => s === '')) return 'empty';
  return null;
}

/**
 * Whether the entry's Unix mode (the high 16 bits of its external attributes)
 * is a regular file or a directory: a symlink, device or fifo is refused. A zip
 * made elsewhere than Unix carries no type bits (0), which is a plain file.
 */
export function isPlainEntry(externalFileAttributes: number): boolean {
  const type = (externalFileAttributes >>> 16) & S_IFMT;
  return type === 0 || type === S_IFREG || type === S_IFDIR;
}

/** Checks the central directory's own claims before anything is inflated. */
export function checkEntryHeader(entry: {
  path: string;
  externalFileAttributes: number;
  encrypted: boolean;
  uncompressedSize: number;
}) {
  const problem = entryPathProblem(entry.path);
  if (problem) throw new PackageRefused('unsafe', `${problem}: ${JSON.stringify(entry.path)}`);
  if (!isPlainEntry(entry.externalFileAttributes))
    throw new PackageRefused('unsafe', `not a plain file: ${entry.path}`);
  if (entry.encrypted) throw new PackageRefused('zip', `encrypted: ${entry.path}`);
  if (entry.uncompressedSize > PACKAGE_LIMITS.maxEntryBytes)
    throw new PackageRefused('tooLarge', `entry too large: ${entry.path}`);
}

/** Counts one entry's inflated bytes as they come; refuses past the entry, total or ratio limits. */
export function inflationGuard(path: string, compressedSize: number, totalSoFar: () => number) {
  let bytes = 0;
  return (chunk: number) => {
    bytes += chunk;
    if (bytes > PACKAGE_LIMITS.maxEntryBytes)
      throw new PackageRefused('tooLarge', `entry too large: ${path}`);
    if (totalSoFar() + chunk > PACKAGE_LIMITS.maxTotalBytes)
      throw new PackageRefused('tooLarge', 'package too large');
    if (
      bytes > PACKAGE_LIMITS.ratioFloorBytes &&
      bytes > PACKAGE_LIMITS.maxRatio * Math.max(compressedSize, 1)
    )
      throw new PackageRefused('tooLarge', `compression ratio above ${PACKAGE_LIMITS.maxRatio}: ${path}`);
  };
}
