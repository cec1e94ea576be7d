/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateOpportunityBodyEstimatedCost } from './createOpportunityBodyEstimatedCost';
import type { CreateOpportunityBodyLeadId } from './createOpportunityBodyLeadId';
import type { CreateOpportunityBodyTeamId } from './createOpportunityBodyTeamId';
import type { CreateOpportunityBodyDueDate } from './createOpportunityBodyDueDate';
import type { CreateOpportunityBodyInitialState } from './createOpportunityBodyInitialState';
import type { CreateOpportunityBodyObjectiveLinksItem } from './createOpportunityBodyObjectiveLinksItem';

export type CreateOpportunityBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * Financial; needs cost:read to read back.
   * @minimum 0
   * @maximum 99999999999999
   */
  estimatedCost?: CreateOpportunityBodyEstimatedCost;
  /** The lead (a user UUID, or me). */
  leadId?: CreateOpportunityBodyLeadId;
  /** The team (UUID or prefix). */
  teamId?: CreateOpportunityBodyTeamId;
  dueDate?: CreateOpportunityBodyDueDate;
  /**
   * PRD body (markdown).
   * @maxLength 200000
   */
  content?: string;
  initialState?: CreateOpportunityBodyInitialState;
  /** @maxItems 50 */
  objectiveLinks?: CreateOpportunityBodyObjectiveLinksItem[];
};
