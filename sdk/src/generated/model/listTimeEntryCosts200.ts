/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListTimeEntryCosts200AllOf } from './listTimeEntryCosts200AllOf';

export type ListTimeEntryCosts200 = SuccessEnvelope & ListTimeEntryCosts200AllOf;
