/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ScorecardSavedResponseAllOf } from './scorecardSavedResponseAllOf';

export type ScorecardSavedResponse = SuccessEnvelope & ScorecardSavedResponseAllOf;
