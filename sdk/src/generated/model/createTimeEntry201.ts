/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTimeEntry201AllOf } from './createTimeEntry201AllOf';

export type CreateTimeEntry201 = SuccessEnvelope & CreateTimeEntry201AllOf;
