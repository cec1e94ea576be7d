/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

/**
 * The steward (a user id, or me); null for none.
 */
export type CreateMetricBodyStewardId = UserRef | null;
