/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { SimilarInsightListResponseAllOf } from './similarInsightListResponseAllOf';

export type SimilarInsightListResponse = ListEnvelope & SimilarInsightListResponseAllOf;
