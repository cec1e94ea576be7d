/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreatePrdTemplate201AllOf } from './createPrdTemplate201AllOf';

export type CreatePrdTemplate201 = SuccessEnvelope & CreatePrdTemplate201AllOf;
