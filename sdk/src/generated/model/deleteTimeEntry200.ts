/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteTimeEntry200AllOf } from './deleteTimeEntry200AllOf';

export type DeleteTimeEntry200 = SuccessEnvelope & DeleteTimeEntry200AllOf;
