/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateCategory200AllOf } from './updateCategory200AllOf';

export type UpdateCategory200 = SuccessEnvelope & UpdateCategory200AllOf;
