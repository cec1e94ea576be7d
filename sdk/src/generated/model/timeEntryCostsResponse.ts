/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TimeEntryCostsResponseAllOf } from './timeEntryCostsResponseAllOf';

export type TimeEntryCostsResponse = SuccessEnvelope & TimeEntryCostsResponseAllOf;
