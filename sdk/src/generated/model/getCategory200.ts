/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetCategory200AllOf } from './getCategory200AllOf';

export type GetCategory200 = SuccessEnvelope & GetCategory200AllOf;
