/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AddTemplateStep201AllOf } from './addTemplateStep201AllOf';

export type AddTemplateStep201 = SuccessEnvelope & AddTemplateStep201AllOf;
