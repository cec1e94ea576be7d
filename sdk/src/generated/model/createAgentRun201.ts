/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateAgentRun201AllOf } from './createAgentRun201AllOf';

export type CreateAgentRun201 = SuccessEnvelope & CreateAgentRun201AllOf;
