/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentSummary } from './directionDocumentSummary';
import type { DirectionDocumentAllOf } from './directionDocumentAllOf';

/**
 * A direction document with its published body (spec 2 §4.10).
 */
export type DirectionDocument = DirectionDocumentSummary & DirectionDocumentAllOf;
