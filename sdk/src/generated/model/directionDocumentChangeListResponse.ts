/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { DirectionDocumentChangeListResponseAllOf } from './directionDocumentChangeListResponseAllOf';

export type DirectionDocumentChangeListResponse = ListEnvelope & DirectionDocumentChangeListResponseAllOf;
