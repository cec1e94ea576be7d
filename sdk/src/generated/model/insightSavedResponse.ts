/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { InsightSavedResponseAllOf } from './insightSavedResponseAllOf';

export type InsightSavedResponse = SuccessEnvelope & InsightSavedResponseAllOf;
