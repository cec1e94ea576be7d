/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateExternalStakeholder201AllOf } from './createExternalStakeholder201AllOf';

export type CreateExternalStakeholder201 = SuccessEnvelope & CreateExternalStakeholder201AllOf;
