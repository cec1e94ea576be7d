/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type FileUploadUploadMethod = typeof FileUploadUploadMethod[keyof typeof FileUploadUploadMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileUploadUploadMethod = {
  PUT: 'PUT',
} as const;
