/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateExternalBlocker201AllOf } from './createExternalBlocker201AllOf';

export type CreateExternalBlocker201 = SuccessEnvelope & CreateExternalBlocker201AllOf;
