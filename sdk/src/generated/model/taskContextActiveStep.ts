/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActiveStep } from './activeStep';

export type TaskContextActiveStep = ActiveStep | null;
