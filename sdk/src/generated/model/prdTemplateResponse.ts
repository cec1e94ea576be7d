/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PrdTemplateResponseAllOf } from './prdTemplateResponseAllOf';

export type PrdTemplateResponse = SuccessEnvelope & PrdTemplateResponseAllOf;
