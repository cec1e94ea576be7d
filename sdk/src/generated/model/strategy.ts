/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StrategyStatus } from './strategyStatus';
import type { StrategyOwnerId } from './strategyOwnerId';

/**
 * A strategy (spec 1 §2.7): markdown content with a version snapshot on every name or content edit, status draft → active → archived (spec 1 §3.2). Its owner (the creator) alone edits, publishes, archives it and labels its versions; an archived strategy is read-only. `versionLabel` is the current version's label (its change note, or `v{n}` when the note is empty).
 */
export interface Strategy {
  id: string;
  orgId: string;
  /** Per-org ref accepted wherever a strategy id is. */
  ref: string;
  number: number;
  /** @minLength 1 */
  name: string;
  /** The strategy itself, in markdown. */
  content: string;
  /**
   * Increases by one with each edit that changes name or content.
   * @minimum 1
   */
  version: number;
  status: StrategyStatus;
  /** The creator, who alone may edit, publish, archive and label versions; null when that user was removed. */
  ownerId: StrategyOwnerId;
  /** The current version's label: its change note, or v{n} when the note is empty. */
  versionLabel: string;
  createdAt: string;
  updatedAt: string;
}
