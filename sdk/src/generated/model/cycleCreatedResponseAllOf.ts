/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Cycle } from './cycle';

export type CycleCreatedResponseAllOf = {
  data?: Cycle;
};
