/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StepInstance } from './stepInstance';

export type ActiveStepCurrentStep = StepInstance | null;
