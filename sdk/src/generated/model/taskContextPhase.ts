/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskContextPhaseOneOf } from './taskContextPhaseOneOf';

export type TaskContextPhase = TaskContextPhaseOneOf | null;
