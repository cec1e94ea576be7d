/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateDmRoom201AllOf } from './createDmRoom201AllOf';

export type CreateDmRoom201 = SuccessEnvelope & CreateDmRoom201AllOf;
