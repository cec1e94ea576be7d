/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CategoryCreatedResponseAllOf } from './categoryCreatedResponseAllOf';

export type CategoryCreatedResponse = SuccessEnvelope & CategoryCreatedResponseAllOf;
