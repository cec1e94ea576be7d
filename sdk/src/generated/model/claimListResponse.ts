/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ClaimListResponseAllOf } from './claimListResponseAllOf';

export type ClaimListResponse = ListEnvelope & ClaimListResponseAllOf;
