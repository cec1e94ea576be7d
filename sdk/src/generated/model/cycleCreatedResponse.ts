/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CycleCreatedResponseAllOf } from './cycleCreatedResponseAllOf';

export type CycleCreatedResponse = SuccessEnvelope & CycleCreatedResponseAllOf;
