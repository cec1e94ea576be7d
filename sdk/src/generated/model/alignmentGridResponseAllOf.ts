/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AlignmentGrid } from './alignmentGrid';

export type AlignmentGridResponseAllOf = {
  data?: AlignmentGrid;
};
