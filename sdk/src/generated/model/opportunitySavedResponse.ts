/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunitySavedResponseAllOf } from './opportunitySavedResponseAllOf';

export type OpportunitySavedResponse = SuccessEnvelope & OpportunitySavedResponseAllOf;
