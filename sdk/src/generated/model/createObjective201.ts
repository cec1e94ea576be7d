/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateObjective201AllOf } from './createObjective201AllOf';

export type CreateObjective201 = SuccessEnvelope & CreateObjective201AllOf;
