/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RunBatch207AllOf } from './runBatch207AllOf';

export type RunBatch207 = SuccessEnvelope & RunBatch207AllOf;
