/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ReassignTemplate200AllOf } from './reassignTemplate200AllOf';

export type ReassignTemplate200 = SuccessEnvelope & ReassignTemplate200AllOf;
