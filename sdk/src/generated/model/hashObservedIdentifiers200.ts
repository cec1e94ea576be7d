/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { HashObservedIdentifiers200AllOf } from './hashObservedIdentifiers200AllOf';

export type HashObservedIdentifiers200 = SuccessEnvelope & HashObservedIdentifiers200AllOf;
