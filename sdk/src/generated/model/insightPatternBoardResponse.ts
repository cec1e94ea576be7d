/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { InsightPatternBoardResponseAllOf } from './insightPatternBoardResponseAllOf';

export type InsightPatternBoardResponse = SuccessEnvelope & InsightPatternBoardResponseAllOf;
