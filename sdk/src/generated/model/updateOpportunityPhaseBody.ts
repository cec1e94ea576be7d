/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateOpportunityPhaseBodyOwnerId } from './updateOpportunityPhaseBodyOwnerId';
import type { UpdateOpportunityPhaseBodyTargetDate } from './updateOpportunityPhaseBodyTargetDate';

export type UpdateOpportunityPhaseBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** Who owns the phase (a user UUID, or me); null clears it. */
  ownerId?: UpdateOpportunityPhaseBodyOwnerId;
  /** When the phase should be done (YYYY-MM-DD); null makes it open ended. */
  targetDate?: UpdateOpportunityPhaseBodyTargetDate;
};
