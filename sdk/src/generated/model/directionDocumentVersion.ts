/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentKind } from './directionDocumentKind';
import type { DirectionDocumentVersionCreatedBy } from './directionDocumentVersionCreatedBy';

/**
 * One published version of a direction document (spec 2 §4.10, §9); the same versions as /visions or /strategies for those kinds.
 */
export interface DirectionDocumentVersion {
  documentId: string;
  ref: string;
  kind: DirectionDocumentKind;
  /** @minimum 1 */
  version: number;
  title: string;
  body: string;
  /**
   * SHA-256 (hex) of this version's body: 64 lowercase hex characters.
   * @pattern ^[0-9a-f]{64}$
   */
  contentHash: string;
  changeNote: string;
  /** The change note, or v{n} when it is empty. */
  label: string;
  createdBy: DirectionDocumentVersionCreatedBy;
  createdAt: string;
}
