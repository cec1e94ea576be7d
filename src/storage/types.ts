/**
 * The object store behind files (spec 2 §4.18): two drivers, one interface. The JSON API never
 * carries bytes; clients upload and download through presigned requests, and the integrity check reads the stored
 * object back through `read`.
 */
import type { Readable } from 'node:stream';

/** A presigned upload: send `method` to `url` with every header in `headers` and exactly the declared bytes. */
export interface PresignedUpload {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: Date;
}

/** What the store says about an object: its size in bytes and its ETag (without quotes). */
export interface ObjectInfo {
  size: number;
  etag: string;
}

export interface ObjectStore {
  readonly driver: 'local' | 's3';
  /**
   * Signs a PUT of `key` pinned to `size` bytes, `contentType` and `sha256` (lowercase hex) where the store can
   * enforce them; valid for `expiresInSeconds`.
   */
  presignUpload(o: { key: string; size: number; contentType: string; sha256: string; expiresInSeconds: number }): Promise<PresignedUpload>;
  /** Signs a GET of `key`, answered as an attachment named `filename` with `contentType`, for `expiresInSeconds`. */
  presignDownload(o: { key: string; filename: string; contentType: string; expiresInSeconds: number }): Promise<{ url: string; expiresAt: Date }>;
  /** The object's size and ETag, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes as a stream (throws when it is missing). */
  read(key: string): Promise<Readable>;
  /** Removes the object; removing a missing one succeeds. */
  remove(key: string): Promise<void>;
  /**
   * Moves the object at `from` (where clients upload) to `to` (a key only the server writes) if its ETag is still
   * `etag`: 'moved'; 'changed' when the object at `from` is no longer the one confirmed (nothing is moved);
   * 'missing' when there is none.
   */
  promote(from: string, to: string, etag: string): Promise<'moved' | 'changed' | 'missing'>;
  /**
   * Copies the object at `from` to `to` (the import of another org's files: each org owns its bytes,
   * so deleting the file in one org never removes the other's): 'copied', or 'missing' when `from` has no object.
   */
  copy(from: string, to: string): Promise<'copied' | 'missing'>;
}

/** Where clients upload a file's bytes; the integrity check moves them to the file's own key first. */
export const uploadKeyOf = (storageKey: string) => `uploads/${storageKey}`;

/** Quotes stripped and lower-cased, so an ETag compares equal however a client copied it. */
export const normalizeEtag = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), safe for any file name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
