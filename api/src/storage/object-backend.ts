/** Where stored objects live: a directory, or an S3-compatible bucket. Keys are checked before they get here. */
export interface ObjectBackend {
  write(key: string, data: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}
