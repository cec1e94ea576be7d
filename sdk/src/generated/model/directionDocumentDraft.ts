/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentDraftUpdatedBy } from './directionDocumentDraftUpdatedBy';

/**
 * The working copy of a direction document (spec 2 §4.10); publishing commits it as nextVersion.
 */
export interface DirectionDocumentDraft {
  documentId: string;
  title: string;
  body: string;
  /**
   * The version publishing it would make.
   * @minimum 1
   */
  nextVersion: number;
  /** Who last wrote it (a key's or app's user too). */
  updatedBy: DirectionDocumentDraftUpdatedBy;
  updatedAt: string;
}
