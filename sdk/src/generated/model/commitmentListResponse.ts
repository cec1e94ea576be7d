/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CommitmentListResponseAllOf } from './commitmentListResponseAllOf';

export type CommitmentListResponse = ListEnvelope & CommitmentListResponseAllOf;
