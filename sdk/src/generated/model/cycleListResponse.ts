/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CycleListResponseAllOf } from './cycleListResponseAllOf';

export type CycleListResponse = ListEnvelope & CycleListResponseAllOf;
