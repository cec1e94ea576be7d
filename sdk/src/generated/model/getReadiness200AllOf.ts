/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Readiness } from './readiness';

export type GetReadiness200AllOf = {
  data?: Readiness;
};
