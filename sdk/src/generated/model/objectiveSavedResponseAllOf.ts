/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Objective } from './objective';

export type ObjectiveSavedResponseAllOf = {
  data?: Objective;
};
