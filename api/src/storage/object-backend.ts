/** Where stored objects live: a directory, or an S3-compatible bucket. Keys are checked before they get here. */
export interface ObjectBackend {
  write(key: string, data: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Addresses the browser uses directly, signed for a few minutes (S3's presigned
   * ones). Absent: the API itself takes and serves the bytes (storage/signed-url.ts).
   */
  direct?: DirectAddresses;
}

export interface DirectAddresses {
  /** Where the browser PUTs the object's bytes. */
  put(key: string, seconds: number): Promise<string>;
  /** Where the browser reads it, answered with this type; `attachment`: downloaded, never shown as a page. */
  get(key: string, seconds: number, serve: { contentType: string; attachment: boolean }): Promise<string>;
}
