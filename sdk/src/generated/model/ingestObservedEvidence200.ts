/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { IngestObservedEvidence200AllOf } from './ingestObservedEvidence200AllOf';

export type IngestObservedEvidence200 = SuccessEnvelope & IngestObservedEvidence200AllOf;
