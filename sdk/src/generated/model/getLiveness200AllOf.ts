/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Liveness } from './liveness';

export type GetLiveness200AllOf = {
  data?: Liveness;
};
