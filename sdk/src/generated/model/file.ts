/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileStatus } from './fileStatus';
import type { FileProcessingError } from './fileProcessingError';
import type { FileUploadedBy } from './fileUploadedBy';
import type { FileAttachment } from './fileAttachment';
import type { FileConfirmedAt } from './fileConfirmedAt';
import type { FileCheckedAt } from './fileCheckedAt';

/**
 * An uploaded file (spec 1 §2.10, spec 2 §4.18). The bytes live in the object store, never in the JSON API: upload them with the presigned request returned by createFile, then confirm; the integrity check (size, SHA-256 of the stored bytes, sniffed type against contentType) ends in clean or failed. downloadUrl is present only on a clean file read by id, and expires at downloadExpiresAt (about 15 minutes).
 */
export interface File {
  id: string;
  orgId: string;
  filename: string;
  contentType: string;
  /**
   * Bytes.
   * @minimum 0
   */
  size: number;
  /**
   * SHA-256 of the bytes, lowercase hex, as declared on upload.
   * @pattern ^[0-9a-f]{64}$
   */
  sha256: string;
  status: FileStatus;
  /** Why the integrity check failed; null unless failed. */
  processingError: FileProcessingError;
  uploadedBy: FileUploadedBy;
  attachments: FileAttachment[];
  /** Presigned GET for the bytes; only on a clean file read by id. */
  downloadUrl?: string;
  downloadExpiresAt?: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt: FileConfirmedAt;
  /** When the integrity check ended. */
  checkedAt: FileCheckedAt;
}
