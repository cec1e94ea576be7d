/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { InsightPatternSavedResponseAllOf } from './insightPatternSavedResponseAllOf';

export type InsightPatternSavedResponse = SuccessEnvelope & InsightPatternSavedResponseAllOf;
