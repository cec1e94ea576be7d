/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetVisionChildren200AllOf } from './getVisionChildren200AllOf';

export type GetVisionChildren200 = SuccessEnvelope & GetVisionChildren200AllOf;
