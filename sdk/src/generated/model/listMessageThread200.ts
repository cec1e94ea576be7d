/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListMessageThread200AllOf } from './listMessageThread200AllOf';

export type ListMessageThread200 = ListEnvelope & ListMessageThread200AllOf;
