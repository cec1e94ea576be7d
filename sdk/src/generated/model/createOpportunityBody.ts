/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateOpportunityBodyPatternPromotion } from './createOpportunityBodyPatternPromotion';
import type { CreateOpportunityBodyEstimatedCost } from './createOpportunityBodyEstimatedCost';
import type { CreateOpportunityBodyLeadId } from './createOpportunityBodyLeadId';
import type { CreateOpportunityBodyTeamId } from './createOpportunityBodyTeamId';
import type { CreateOpportunityBodyDueDate } from './createOpportunityBodyDueDate';
import type { CreateOpportunityBodyInitialState } from './createOpportunityBodyInitialState';
import type { CreateOpportunityBodyWorkflowId } from './createOpportunityBodyWorkflowId';
import type { CreateOpportunityBodyCategoryId } from './createOpportunityBodyCategoryId';
import type { CreateOpportunityBodyPrdTemplateId } from './createOpportunityBodyPrdTemplateId';
import type { CreateOpportunityBodyQueuePosition } from './createOpportunityBodyQueuePosition';
import type { CreateOpportunityBodyScoresItem } from './createOpportunityBodyScoresItem';
import type { CreateOpportunityBodyObjectiveLinksItem } from './createOpportunityBodyObjectiveLinksItem';

export type CreateOpportunityBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @maxLength 20000 */
  description?: string;
  /** Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update). */
  patternPromotion?: CreateOpportunityBodyPatternPromotion;
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
  /** in_progress with a workflowId also activates the first step. */
  initialState?: CreateOpportunityBodyInitialState;
  /** A template (defaultEntityType opportunity or any) that drives the delivery: an instance starts with the opportunity. */
  workflowId?: CreateOpportunityBodyWorkflowId;
  /** A category of the org (GET /api/v1/categories); null clears it. */
  categoryId?: CreateOpportunityBodyCategoryId;
  /**
   * The whole tag set (tags of the org; GET /api/v1/tags).
   * @maxItems 50
   */
  tagIds?: string[];
  /** A PRD template you can see: its content becomes the PRD (content) unless content is given. */
  prdTemplateId?: CreateOpportunityBodyPrdTemplateId;
  /**
   * @minimum 0
   * @maximum 2147483647
   */
  queuePosition?: CreateOpportunityBodyQueuePosition;
  scores?: CreateOpportunityBodyScoresItem[];
  /** @maxItems 50 */
  objectiveLinks?: CreateOpportunityBodyObjectiveLinksItem[];
};
