/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateUser200AllOf } from './updateUser200AllOf';

export type UpdateUser200 = SuccessEnvelope & UpdateUser200AllOf;
