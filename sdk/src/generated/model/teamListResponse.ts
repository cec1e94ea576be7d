/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { TeamListResponseAllOf } from './teamListResponseAllOf';

export type TeamListResponse = ListEnvelope & TeamListResponseAllOf;
