/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Pagination } from './pagination';

export type ListEnvelopeAllOf = {
  pagination: Pagination;
};
