/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { TemplateListResponseAllOf } from './templateListResponseAllOf';

export type TemplateListResponse = ListEnvelope & TemplateListResponseAllOf;
