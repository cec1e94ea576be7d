/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCycle201AllOf } from './createCycle201AllOf';

export type CreateCycle201 = SuccessEnvelope & CreateCycle201AllOf;
