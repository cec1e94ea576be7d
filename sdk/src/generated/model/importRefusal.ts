/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ImportRefusalSourceId } from './importRefusalSourceId';

/**
 * A source row an import run refused, with the reason (never the row's content). sourceId is the row's id in the source file (null when it has none).
 */
export interface ImportRefusal {
  phase: string;
  /** The kind of row (the source table or section). */
  kind: string;
  sourceId: ImportRefusalSourceId;
  reason: string;
  createdAt: string;
}
