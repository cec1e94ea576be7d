/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteExternalBlocker200AllOf } from './deleteExternalBlocker200AllOf';

export type DeleteExternalBlocker200 = SuccessEnvelope & DeleteExternalBlocker200AllOf;
