/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CancelAgentRun200AllOf } from './cancelAgentRun200AllOf';

export type CancelAgentRun200 = SuccessEnvelope & CancelAgentRun200AllOf;
