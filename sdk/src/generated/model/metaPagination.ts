/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetaPaginationNextCursor } from './metaPaginationNextCursor';

export type MetaPagination = {
  /** Same token as pagination.cursor; null on the last page. */
  nextCursor: MetaPaginationNextCursor;
};
