/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ConfirmFile200AllOf } from './confirmFile200AllOf';

export type ConfirmFile200 = SuccessEnvelope & ConfirmFile200AllOf;
