/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ImportRunListResponseAllOf } from './importRunListResponseAllOf';

export type ImportRunListResponse = ListEnvelope & ImportRunListResponseAllOf;
