/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateStrategy200AllOf } from './updateStrategy200AllOf';

export type UpdateStrategy200 = SuccessEnvelope & UpdateStrategy200AllOf;
