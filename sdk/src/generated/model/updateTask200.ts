/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTask200AllOf } from './updateTask200AllOf';

export type UpdateTask200 = SuccessEnvelope & UpdateTask200AllOf;
