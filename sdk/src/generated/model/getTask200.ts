/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTask200AllOf } from './getTask200AllOf';

export type GetTask200 = SuccessEnvelope & GetTask200AllOf;
