/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AttachFile200AllOf } from './attachFile200AllOf';

export type AttachFile200 = SuccessEnvelope & AttachFile200AllOf;
