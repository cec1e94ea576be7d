/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ExternalLinkListResponseAllOf } from './externalLinkListResponseAllOf';

export type ExternalLinkListResponse = ListEnvelope & ExternalLinkListResponseAllOf;
