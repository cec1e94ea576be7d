/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { PrdTemplateListResponseAllOf } from './prdTemplateListResponseAllOf';

export type PrdTemplateListResponse = ListEnvelope & PrdTemplateListResponseAllOf;
