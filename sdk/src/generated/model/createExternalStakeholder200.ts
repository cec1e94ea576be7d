/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateExternalStakeholder200AllOf } from './createExternalStakeholder200AllOf';

export type CreateExternalStakeholder200 = SuccessEnvelope & CreateExternalStakeholder200AllOf;
