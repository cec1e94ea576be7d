/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { TagListResponseAllOf } from './tagListResponseAllOf';

export type TagListResponse = ListEnvelope & TagListResponseAllOf;
