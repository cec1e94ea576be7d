/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateComment201AllOf } from './createComment201AllOf';

export type CreateComment201 = SuccessEnvelope & CreateComment201AllOf;
