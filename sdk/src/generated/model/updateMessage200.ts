/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateMessage200AllOf } from './updateMessage200AllOf';

export type UpdateMessage200 = SuccessEnvelope & UpdateMessage200AllOf;
