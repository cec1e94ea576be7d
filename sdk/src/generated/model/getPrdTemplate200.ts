/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetPrdTemplate200AllOf } from './getPrdTemplate200AllOf';

export type GetPrdTemplate200 = SuccessEnvelope & GetPrdTemplate200AllOf;
