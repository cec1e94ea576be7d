/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CustomerListResponseAllOf } from './customerListResponseAllOf';

export type CustomerListResponse = ListEnvelope & CustomerListResponseAllOf;
