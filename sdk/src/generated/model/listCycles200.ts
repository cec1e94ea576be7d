/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCycles200AllOf } from './listCycles200AllOf';

export type ListCycles200 = ListEnvelope & ListCycles200AllOf;
