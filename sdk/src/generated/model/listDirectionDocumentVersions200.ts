/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListDirectionDocumentVersions200AllOf } from './listDirectionDocumentVersions200AllOf';

export type ListDirectionDocumentVersions200 = ListEnvelope & ListDirectionDocumentVersions200AllOf;
