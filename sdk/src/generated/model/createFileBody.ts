/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileEntityType } from './fileEntityType';

export type CreateFileBody = {
  /**
   * SHA-256 of the bytes, 64 lowercase hex characters.
   * @pattern ^[0-9a-f]{64}$
   */
  sha256: string;
  /**
   * The name shown and used on download; no slashes.
   * @minLength 1
   * @maxLength 255
   * @pattern ^[^/\\]+$
   */
  filename: string;
  /**
   * The media type, such as image/png or application/pdf; the allowed types are listed in the error when one is refused.
   * @minLength 3
   * @maxLength 127
   */
  contentType: string;
  /**
   * Bytes; at most 100 MiB (104857600).
   * @minimum 1
   */
  size: number;
  entityType?: FileEntityType;
  /**
   * With entityType: the record (UUID or ref) to attach the file to.
   * @minLength 1
   * @maxLength 64
   */
  entityId?: string;
};
