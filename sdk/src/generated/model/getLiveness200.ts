/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetLiveness200AllOf } from './getLiveness200AllOf';

export type GetLiveness200 = SuccessEnvelope & GetLiveness200AllOf;
