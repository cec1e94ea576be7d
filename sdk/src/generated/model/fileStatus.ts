/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * pending (upload requested, bytes not confirmed), processing (confirmed; the integrity check runs), clean (size, SHA-256 and sniffed type match what was declared) or failed (see processingError; the bytes were removed from the store) (spec 1 §3.1, §3.2).
 */
export type FileStatus = typeof FileStatus[keyof typeof FileStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileStatus = {
  pending: 'pending',
  processing: 'processing',
  clean: 'clean',
  failed: 'failed',
} as const;
