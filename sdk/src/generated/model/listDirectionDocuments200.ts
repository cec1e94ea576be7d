/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListDirectionDocuments200AllOf } from './listDirectionDocuments200AllOf';

export type ListDirectionDocuments200 = ListEnvelope & ListDirectionDocuments200AllOf;
