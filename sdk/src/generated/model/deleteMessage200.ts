/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteMessage200AllOf } from './deleteMessage200AllOf';

export type DeleteMessage200 = SuccessEnvelope & DeleteMessage200AllOf;
