/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetStrategy200AllOf } from './getStrategy200AllOf';

export type GetStrategy200 = SuccessEnvelope & GetStrategy200AllOf;
