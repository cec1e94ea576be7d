/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PrdTemplateSavedResponseAllOf } from './prdTemplateSavedResponseAllOf';

export type PrdTemplateSavedResponse = SuccessEnvelope & PrdTemplateSavedResponseAllOf;
