/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PublishDirectionDocument200AllOf } from './publishDirectionDocument200AllOf';

export type PublishDirectionDocument200 = SuccessEnvelope & PublishDirectionDocument200AllOf;
