/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetSchema200AllOf } from './getSchema200AllOf';

export type GetSchema200 = SuccessEnvelope & GetSchema200AllOf;
