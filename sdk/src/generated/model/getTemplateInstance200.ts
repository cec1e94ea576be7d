/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTemplateInstance200AllOf } from './getTemplateInstance200AllOf';

export type GetTemplateInstance200 = SuccessEnvelope & GetTemplateInstance200AllOf;
