/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Headers the upload request must carry, by name.
 */
export type FileUploadFields = {[key: string]: string};
