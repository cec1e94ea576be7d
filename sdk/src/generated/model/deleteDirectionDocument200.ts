/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteDirectionDocument200AllOf } from './deleteDirectionDocument200AllOf';

export type DeleteDirectionDocument200 = SuccessEnvelope & DeleteDirectionDocument200AllOf;
