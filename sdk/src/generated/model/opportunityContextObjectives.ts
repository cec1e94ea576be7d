/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextObjective } from './contextObjective';

/**
 * null without objective:read.
 */
export type OpportunityContextObjectives = ContextObjective[] | null;
