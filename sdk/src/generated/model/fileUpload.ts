/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { File } from './file';
import type { FileUploadUploadMethod } from './fileUploadUploadMethod';
import type { FileUploadFields } from './fileUploadFields';

/**
 * A requested upload (spec 2 §4.18): send the bytes with `uploadMethod` to `uploadUrl` before `expiresAt`, with every header in `fields` and exactly `file.size` bytes, then confirm the file. The request is signed for that size, content type and checksum: a different one is refused by the store where it can enforce it, and by the integrity check in every case.
 */
export interface FileUpload {
  file: File;
  uploadUrl: string;
  uploadMethod: FileUploadUploadMethod;
  /** Headers the upload request must carry, by name. */
  fields: FileUploadFields;
  expiresAt: string;
}
