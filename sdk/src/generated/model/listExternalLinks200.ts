/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListExternalLinks200AllOf } from './listExternalLinks200AllOf';

export type ListExternalLinks200 = ListEnvelope & ListExternalLinks200AllOf;
