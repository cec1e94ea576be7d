/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTemplate200AllOf } from './updateTemplate200AllOf';

export type UpdateTemplate200 = SuccessEnvelope & UpdateTemplate200AllOf;
