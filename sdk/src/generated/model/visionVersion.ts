/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Snapshot of a vision at one version (spec 1 §2.2). `label` is the change note, or `v{n}` when the note is empty.
 */
export interface VisionVersion {
  id: string;
  visionId: string;
  /** @minimum 1 */
  version: number;
  name: string;
  narrative: string;
  changeNote: string;
  label: string;
  createdAt: string;
}
