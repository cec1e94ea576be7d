/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type BatchOperationMethod = typeof BatchOperationMethod[keyof typeof BatchOperationMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BatchOperationMethod = {
  GET: 'GET',
  POST: 'POST',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const;
