/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ActualCostResponseAllOf } from './actualCostResponseAllOf';

export type ActualCostResponse = SuccessEnvelope & ActualCostResponseAllOf;
