/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { HandoffTemplateStep200AllOf } from './handoffTemplateStep200AllOf';

export type HandoffTemplateStep200 = SuccessEnvelope & HandoffTemplateStep200AllOf;
