/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventDataSubjectKey } from './eventDataSubjectKey';

/**
 * Child events only (task.assignment_added, task.agent_run_updated, opportunity.external_link_removed, …): which child — its type and its key, the child's identifying fields in API names ({id} for an agent run, an external link or a metric reading; {userId} for an assignment or a member; {objectiveId} for an objective link).
 */
export type EventDataSubject = {
  type: string;
  key: EventDataSubjectKey;
};
