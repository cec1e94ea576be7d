/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { DirectionDocumentSummaryListResponseAllOf } from './directionDocumentSummaryListResponseAllOf';

export type DirectionDocumentSummaryListResponse = ListEnvelope & DirectionDocumentSummaryListResponseAllOf;
