/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateDirectionDocument200AllOf } from './updateDirectionDocument200AllOf';

export type UpdateDirectionDocument200 = SuccessEnvelope & UpdateDirectionDocument200AllOf;
