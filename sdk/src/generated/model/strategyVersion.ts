/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StrategyVersionCreatedBy } from './strategyVersionCreatedBy';

/**
 * Snapshot of a strategy at one version (spec 1 §2.7): the name and content as of that version, the change note given with the edit (or set later by rename) and who made it. `label` is the change note, or `v{n}` when the note is empty.
 */
export interface StrategyVersion {
  id: string;
  strategyId: string;
  /** @minimum 1 */
  version: number;
  name: string;
  /** Markdown, as of this version. */
  content: string;
  changeNote: string;
  label: string;
  /** Who made this version; null when that user was removed. */
  createdBy: StrategyVersionCreatedBy;
  createdAt: string;
}
