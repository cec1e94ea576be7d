/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TagSavedResponseAllOf } from './tagSavedResponseAllOf';

export type TagSavedResponse = SuccessEnvelope & TagSavedResponseAllOf;
