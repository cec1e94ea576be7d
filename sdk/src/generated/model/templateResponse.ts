/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TemplateResponseAllOf } from './templateResponseAllOf';

export type TemplateResponse = SuccessEnvelope & TemplateResponseAllOf;
