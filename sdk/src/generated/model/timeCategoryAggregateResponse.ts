/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TimeCategoryAggregateResponseAllOf } from './timeCategoryAggregateResponseAllOf';

export type TimeCategoryAggregateResponse = SuccessEnvelope & TimeCategoryAggregateResponseAllOf;
