/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SwapTemplateInstance200AllOf } from './swapTemplateInstance200AllOf';

export type SwapTemplateInstance200 = SuccessEnvelope & SwapTemplateInstance200AllOf;
