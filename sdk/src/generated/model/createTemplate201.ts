/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTemplate201AllOf } from './createTemplate201AllOf';

export type CreateTemplate201 = SuccessEnvelope & CreateTemplate201AllOf;
