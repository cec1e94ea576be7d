/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateMessage201AllOf } from './createMessage201AllOf';

export type CreateMessage201 = SuccessEnvelope & CreateMessage201AllOf;
