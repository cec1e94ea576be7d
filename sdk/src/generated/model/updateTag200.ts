/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTag200AllOf } from './updateTag200AllOf';

export type UpdateTag200 = SuccessEnvelope & UpdateTag200AllOf;
