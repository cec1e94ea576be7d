/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveOpportunityState } from './objectiveOpportunityState';
import type { ObjectiveOpportunityTeamId } from './objectiveOpportunityTeamId';
import type { ObjectiveLink } from './objectiveLink';

/**
 * An opportunity linked to an objective, with the link's metadata (spec 2 §4.5).
 */
export interface ObjectiveOpportunity {
  id: string;
  ref: string;
  title: string;
  state: ObjectiveOpportunityState;
  teamId: ObjectiveOpportunityTeamId;
  link: ObjectiveLink;
}
