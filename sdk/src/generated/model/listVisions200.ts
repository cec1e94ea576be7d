/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListVisions200AllOf } from './listVisions200AllOf';

export type ListVisions200 = ListEnvelope & ListVisions200AllOf;
