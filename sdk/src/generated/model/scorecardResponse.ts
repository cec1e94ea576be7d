/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ScorecardResponseAllOf } from './scorecardResponseAllOf';

export type ScorecardResponse = SuccessEnvelope & ScorecardResponseAllOf;
