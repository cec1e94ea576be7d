/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PhaseHandoff } from './phaseHandoff';

export type PhaseHandoffSavedResponseAllOf = {
  data?: PhaseHandoff;
};
