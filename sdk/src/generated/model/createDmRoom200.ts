/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateDmRoom200AllOf } from './createDmRoom200AllOf';

export type CreateDmRoom200 = SuccessEnvelope & CreateDmRoom200AllOf;
