/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetRoom200AllOf } from './getRoom200AllOf';

export type GetRoom200 = SuccessEnvelope & GetRoom200AllOf;
