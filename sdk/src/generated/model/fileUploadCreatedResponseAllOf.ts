/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { FileUpload } from './fileUpload';

export type FileUploadCreatedResponseAllOf = {
  data?: FileUpload;
};
