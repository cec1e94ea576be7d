/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTag201AllOf } from './createTag201AllOf';

export type CreateTag201 = SuccessEnvelope & CreateTag201AllOf;
