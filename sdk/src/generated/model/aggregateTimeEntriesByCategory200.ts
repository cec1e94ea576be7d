/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AggregateTimeEntriesByCategory200AllOf } from './aggregateTimeEntriesByCategory200AllOf';

export type AggregateTimeEntriesByCategory200 = SuccessEnvelope & AggregateTimeEntriesByCategory200AllOf;
