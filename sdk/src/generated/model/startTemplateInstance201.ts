/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StartTemplateInstance201AllOf } from './startTemplateInstance201AllOf';

export type StartTemplateInstance201 = SuccessEnvelope & StartTemplateInstance201AllOf;
