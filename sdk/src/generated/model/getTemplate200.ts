/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTemplate200AllOf } from './getTemplate200AllOf';

export type GetTemplate200 = SuccessEnvelope & GetTemplate200AllOf;
