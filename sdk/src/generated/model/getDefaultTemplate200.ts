/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetDefaultTemplate200AllOf } from './getDefaultTemplate200AllOf';

export type GetDefaultTemplate200 = SuccessEnvelope & GetDefaultTemplate200AllOf;
