/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskContextOpportunityOneOfState } from './taskContextOpportunityOneOfState';

export type TaskContextOpportunityOneOf = {
  id: string;
  ref: string;
  title: string;
  state: TaskContextOpportunityOneOfState;
  /** The PRD. */
  content: string;
};
