/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateDirectionDocument201AllOf } from './createDirectionDocument201AllOf';

export type CreateDirectionDocument201 = SuccessEnvelope & CreateDirectionDocument201AllOf;
