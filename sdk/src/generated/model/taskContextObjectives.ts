/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextObjective } from './contextObjective';

/**
 * The opportunity's objectives; null without objective:read.
 */
export type TaskContextObjectives = ContextObjective[] | null;
