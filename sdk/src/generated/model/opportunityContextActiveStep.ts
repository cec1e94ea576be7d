/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActiveStep } from './activeStep';

/**
 * null without a template instance or without template:read.
 */
export type OpportunityContextActiveStep = ActiveStep | null;
