/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetDirectionDocument200AllOf } from './getDirectionDocument200AllOf';

export type GetDirectionDocument200 = SuccessEnvelope & GetDirectionDocument200AllOf;
