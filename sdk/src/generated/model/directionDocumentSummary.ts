/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentKind } from './directionDocumentKind';
import type { DirectionDocumentSummaryScope } from './directionDocumentSummaryScope';
import type { DirectionDocumentSummaryStatus } from './directionDocumentSummaryStatus';
import type { DirectionDocumentSummaryContentHash } from './directionDocumentSummaryContentHash';
import type { DirectionDocumentSummaryOwnerId } from './directionDocumentSummaryOwnerId';

/**
 * A direction document as lists show it (spec 2 §4.10): ref and contentHash, not the body. version 0 and contentHash null: never published (its text is a draft).
 */
export interface DirectionDocumentSummary {
  /** The same id as the vision or strategy it is, for those kinds. */
  id: string;
  orgId: string;
  /** VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
  ref: string;
  kind: DirectionDocumentKind;
  /** Visions only: company or product; null for other kinds. */
  scope: DirectionDocumentSummaryScope;
  /** The title (a vision's name, a strategy's name): the published one, or, before the first publish, the one it was created with. */
  title: string;
  /** draft (never published, or a strategy not yet published), active, archived (read-only). Visions are always active. */
  status: DirectionDocumentSummaryStatus;
  /**
   * The published version; 0 before the first publish.
   * @minimum 0
   */
  version: number;
  /**
   * SHA-256 (hex) of the published body: 64 lowercase hex characters; changes only on publish. null before the first publish.
   * @pattern ^[0-9a-f]{64}$
   */
  contentHash: DirectionDocumentSummaryContentHash;
  /** A working copy exists (read it with GET …/draft). */
  hasDraft: boolean;
  /** The creator (for strategies, the only one who may publish or archive). */
  ownerId: DirectionDocumentSummaryOwnerId;
  createdAt: string;
  updatedAt: string;
}
