/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCategories200AllOf } from './listCategories200AllOf';

export type ListCategories200 = ListEnvelope & ListCategories200AllOf;
