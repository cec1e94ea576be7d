/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateStrategy201AllOf } from './createStrategy201AllOf';

export type CreateStrategy201 = SuccessEnvelope & CreateStrategy201AllOf;
