/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteOwnObservedEvidence200AllOf } from './deleteOwnObservedEvidence200AllOf';

export type DeleteOwnObservedEvidence200 = SuccessEnvelope & DeleteOwnObservedEvidence200AllOf;
