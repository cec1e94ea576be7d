/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CategoryResponseAllOf } from './categoryResponseAllOf';

export type CategoryResponse = SuccessEnvelope & CategoryResponseAllOf;
