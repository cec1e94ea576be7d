/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentKind } from './directionDocumentKind';
import type { DirectionDocumentChangeCreatedBy } from './directionDocumentChangeCreatedBy';

/**
 * A published version in the org's change feed (spec 2 §4.10), without its body.
 */
export interface DirectionDocumentChange {
  documentId: string;
  ref: string;
  kind: DirectionDocumentKind;
  /** @minimum 1 */
  version: number;
  title: string;
  /**
   * SHA-256 (hex) of this version's body: 64 lowercase hex characters.
   * @pattern ^[0-9a-f]{64}$
   */
  contentHash: string;
  changeNote: string;
  label: string;
  createdBy: DirectionDocumentChangeCreatedBy;
  createdAt: string;
  /** true for version 1: the document was first published. */
  isCreation: boolean;
}
