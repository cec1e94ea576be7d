/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What one phase of an import run did with the source's rows so far: imported (rows created), matched (existing rows of the target org reused: a user with the same email, a team with the same prefix…), skipped (already imported by an earlier run of the same source) and refused (rejected; see refusals).
 */
export interface ImportRunPhaseCount {
  phase: string;
  /** @minimum 0 */
  imported: number;
  /** @minimum 0 */
  matched: number;
  /** @minimum 0 */
  skipped: number;
  /** @minimum 0 */
  refused: number;
}
