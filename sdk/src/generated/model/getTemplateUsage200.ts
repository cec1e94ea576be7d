/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTemplateUsage200AllOf } from './getTemplateUsage200AllOf';

export type GetTemplateUsage200 = SuccessEnvelope & GetTemplateUsage200AllOf;
