/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdatePrdTemplate200AllOf } from './updatePrdTemplate200AllOf';

export type UpdatePrdTemplate200 = SuccessEnvelope & UpdatePrdTemplate200AllOf;
