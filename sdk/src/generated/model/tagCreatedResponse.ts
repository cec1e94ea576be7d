/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TagCreatedResponseAllOf } from './tagCreatedResponseAllOf';

export type TagCreatedResponse = SuccessEnvelope & TagCreatedResponseAllOf;
