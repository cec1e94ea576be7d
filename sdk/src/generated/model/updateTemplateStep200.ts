/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTemplateStep200AllOf } from './updateTemplateStep200AllOf';

export type UpdateTemplateStep200 = SuccessEnvelope & UpdateTemplateStep200AllOf;
