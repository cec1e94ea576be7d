/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ActionMethod = typeof ActionMethod[keyof typeof ActionMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActionMethod = {
  GET: 'GET',
  POST: 'POST',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const;
