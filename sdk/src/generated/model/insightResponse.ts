/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { InsightResponseAllOf } from './insightResponseAllOf';

export type InsightResponse = SuccessEnvelope & InsightResponseAllOf;
