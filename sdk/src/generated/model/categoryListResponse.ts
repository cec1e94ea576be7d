/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CategoryListResponseAllOf } from './categoryListResponseAllOf';

export type CategoryListResponse = ListEnvelope & CategoryListResponseAllOf;
