/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteTemplateStep200AllOf } from './deleteTemplateStep200AllOf';

export type DeleteTemplateStep200 = SuccessEnvelope & DeleteTemplateStep200AllOf;
