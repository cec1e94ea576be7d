/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetIntakeStats200AllOf } from './getIntakeStats200AllOf';

export type GetIntakeStats200 = SuccessEnvelope & GetIntakeStats200AllOf;
