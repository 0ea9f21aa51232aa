/*
 * What a SCORM package zip may hold (docs/adr/0016-scorm-packages.md). The
 * sizes are counted from the bytes actually inflated, never from the headers.
 */
export const PACKAGE_LIMITS = {
  /** Entries, directories included. */
  maxEntries: 2_000,
  /** All entries inflated. */
  maxTotalBytes: 500 * 1024 * 1024,
  /** One entry inflated. */
  maxEntryBytes: 100 * 1024 * 1024,
  /** Inflated to compressed, per entry, once the entry is past `ratioFloorBytes` (a zip bomb). */
  maxRatio: 100,
  /** Small files of one repeated byte compress beyond 100:1 and are harmless. */
  ratioFloorBytes: 1024 * 1024,
  /** imsmanifest.xml is read whole into memory. */
  maxManifestBytes: 1024 * 1024,
  /** A path inside the package. */
  maxPathLength: 400,
} as const;

/** Why a package is refused: the i18n key's last part (validation.materials.package.{code}). */
export type PackageProblem = 'unsafe' | 'tooLarge' | 'manifest' | 'version' | 'zip';

export class PackageRefused extends Error {
  constructor(
    readonly problem: PackageProblem,
    detail: string,
  ) {
    super(detail);
  }
}
