/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export interface DeleteResult {
  id: string;
  deleted: true;
}
