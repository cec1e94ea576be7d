/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ExportObservedEvidence200AllOf } from './exportObservedEvidence200AllOf';

export type ExportObservedEvidence200 = ListEnvelope & ExportObservedEvidence200AllOf;
