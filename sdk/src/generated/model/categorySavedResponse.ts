/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CategorySavedResponseAllOf } from './categorySavedResponseAllOf';

export type CategorySavedResponse = SuccessEnvelope & CategorySavedResponseAllOf;
