/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileStatus } from './fileStatus';

/**
 * A file attached to a message or comment (spec 1 §2.10); read the file by id for its download URL.
 */
export interface AttachmentSummary {
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
  status: FileStatus;
}
