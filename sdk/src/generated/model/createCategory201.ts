/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateCategory201AllOf } from './createCategory201AllOf';

export type CreateCategory201 = SuccessEnvelope & CreateCategory201AllOf;
