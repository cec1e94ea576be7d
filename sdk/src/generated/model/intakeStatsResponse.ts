/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { IntakeStatsResponseAllOf } from './intakeStatsResponseAllOf';

export type IntakeStatsResponse = SuccessEnvelope & IntakeStatsResponseAllOf;
