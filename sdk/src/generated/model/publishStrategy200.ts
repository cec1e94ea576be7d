/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PublishStrategy200AllOf } from './publishStrategy200AllOf';

export type PublishStrategy200 = SuccessEnvelope & PublishStrategy200AllOf;
