/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetUser200AllOf } from './getUser200AllOf';

export type GetUser200 = SuccessEnvelope & GetUser200AllOf;
