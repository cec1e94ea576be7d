/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetIntegration200AllOf } from './getIntegration200AllOf';

export type GetIntegration200 = SuccessEnvelope & GetIntegration200AllOf;
