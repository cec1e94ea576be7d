/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PaginationCursor } from './paginationCursor';

/**
 * Keyset pagination state (spec 2 §4.2). Pass `cursor` back as the `cursor` query parameter for the next page.
 */
export interface Pagination {
  /** Opaque next-page token; null when there is no next page. */
  cursor: PaginationCursor;
  hasMore: boolean;
}
