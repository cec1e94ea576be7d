/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { DirectionDocumentVersionListResponseAllOf } from './directionDocumentVersionListResponseAllOf';

export type DirectionDocumentVersionListResponse = ListEnvelope & DirectionDocumentVersionListResponseAllOf;
