/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteTask200AllOf } from './deleteTask200AllOf';

export type DeleteTask200 = SuccessEnvelope & DeleteTask200AllOf;
