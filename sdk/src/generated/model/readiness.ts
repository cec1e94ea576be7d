/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ReadinessStatus } from './readinessStatus';
import type { ReadinessChecks } from './readinessChecks';

/**
 * The readiness probe's answer; `checks` says how each dependency fared.
 */
export interface Readiness {
  status: ReadinessStatus;
  checks: ReadinessChecks;
}
