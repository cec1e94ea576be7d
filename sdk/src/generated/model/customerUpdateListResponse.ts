/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CustomerUpdateListResponseAllOf } from './customerUpdateListResponseAllOf';

export type CustomerUpdateListResponse = ListEnvelope & CustomerUpdateListResponseAllOf;
