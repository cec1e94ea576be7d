/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveProgress } from './objectiveProgress';

export type ContextObjectiveProgress = ObjectiveProgress | null;
