/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateOpportunityBodyEstimatedCost } from './updateOpportunityBodyEstimatedCost';
import type { UpdateOpportunityBodyLeadId } from './updateOpportunityBodyLeadId';
import type { UpdateOpportunityBodyTeamId } from './updateOpportunityBodyTeamId';
import type { UpdateOpportunityBodyDueDate } from './updateOpportunityBodyDueDate';
import type { UpdateOpportunityBodyCategoryId } from './updateOpportunityBodyCategoryId';
import type { UpdateOpportunityBodyQueuePosition } from './updateOpportunityBodyQueuePosition';

export type UpdateOpportunityBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * Financial; needs cost:read to read back.
   * @minimum 0
   * @maximum 99999999999999
   */
  estimatedCost?: UpdateOpportunityBodyEstimatedCost;
  /** The lead (a user UUID, or me); null clears it. */
  leadId?: UpdateOpportunityBodyLeadId;
  /** The team (UUID or prefix); null clears it. */
  teamId?: UpdateOpportunityBodyTeamId;
  dueDate?: UpdateOpportunityBodyDueDate;
  /** @maxLength 200000 */
  content?: string;
  /**
   * Alias of content.
   * @maxLength 200000
   */
  prd?: string;
  /** A category of the org (GET /api/v1/categories); null clears it. */
  categoryId?: UpdateOpportunityBodyCategoryId;
  /**
   * The whole tag set (tags of the org; GET /api/v1/tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /**
   * @minimum 0
   * @maximum 2147483647
   */
  queuePosition?: UpdateOpportunityBodyQueuePosition;
};
