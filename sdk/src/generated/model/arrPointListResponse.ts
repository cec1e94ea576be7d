/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ArrPointListResponseAllOf } from './arrPointListResponseAllOf';

export type ArrPointListResponse = ListEnvelope & ArrPointListResponseAllOf;
