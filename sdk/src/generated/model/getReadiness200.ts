/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetReadiness200AllOf } from './getReadiness200AllOf';

export type GetReadiness200 = SuccessEnvelope & GetReadiness200AllOf;
