/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateOpportunityPhaseBodyOwnerId } from './createOpportunityPhaseBodyOwnerId';
import type { CreateOpportunityPhaseBodyTargetDate } from './createOpportunityPhaseBodyTargetDate';

export type CreateOpportunityPhaseBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** Who owns the phase (a user UUID, or me). */
  ownerId?: CreateOpportunityPhaseBodyOwnerId;
  /** When the phase should be done (YYYY-MM-DD); null or omitted means open ended. */
  targetDate?: CreateOpportunityPhaseBodyTargetDate;
};
