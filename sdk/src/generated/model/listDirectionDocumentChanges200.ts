/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListDirectionDocumentChanges200AllOf } from './listDirectionDocumentChanges200AllOf';

export type ListDirectionDocumentChanges200 = ListEnvelope & ListDirectionDocumentChanges200AllOf;
