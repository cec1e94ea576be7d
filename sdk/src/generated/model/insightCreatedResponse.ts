/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { InsightCreatedResponseAllOf } from './insightCreatedResponseAllOf';

export type InsightCreatedResponse = SuccessEnvelope & InsightCreatedResponseAllOf;
