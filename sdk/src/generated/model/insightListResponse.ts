/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { InsightListResponseAllOf } from './insightListResponseAllOf';

export type InsightListResponse = ListEnvelope & InsightListResponseAllOf;
