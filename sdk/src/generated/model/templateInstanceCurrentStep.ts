/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StepInstance } from './stepInstance';

/**
 * The active or paused step, else the next pending one; null once ended.
 */
export type TemplateInstanceCurrentStep = StepInstance | null;
