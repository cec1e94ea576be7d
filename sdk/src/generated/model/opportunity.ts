/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityEstimatedCost } from './opportunityEstimatedCost';
import type { OpportunityLeadId } from './opportunityLeadId';
import type { OpportunityTeamId } from './opportunityTeamId';
import type { OpportunityWorkflowId } from './opportunityWorkflowId';
import type { OpportunityState } from './opportunityState';
import type { OpportunityVisionPath } from './opportunityVisionPath';
import type { OpportunityQueuePosition } from './opportunityQueuePosition';
import type { OpportunityDueDate } from './opportunityDueDate';
import type { OpportunityCategoryId } from './opportunityCategoryId';
import type { OpportunityPrdTemplateId } from './opportunityPrdTemplateId';
import type { OpportunityRejectionCategory } from './opportunityRejectionCategory';
import type { OpportunityRejectionReason } from './opportunityRejectionReason';
import type { ObjectiveLink } from './objectiveLink';
import type { OpportunityScoreTotal } from './opportunityScoreTotal';

/**
 * An opportunity (spec 1 §2.5); it owns the delivery lifecycle. `estimatedCost` is a financial field, present only when the credential holds cost:read or a leadership role (spec 1 §2.1).
 */
export interface Opportunity {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  title: string;
  description: string;
  /** The PRD body (markdown); also accepted as `prd` on input. */
  content: string;
  estimatedCost?: OpportunityEstimatedCost;
  leadId: OpportunityLeadId;
  teamId: OpportunityTeamId;
  /** The template driving the delivery (its instance: GET /api/v1/templates/instances/opportunity/{id}). */
  workflowId: OpportunityWorkflowId;
  state: OpportunityState;
  /** `<visionId>/<objectiveId>/<opportunityId>` through the primary (else oldest) objective link; null when unlinked. */
  visionPath: OpportunityVisionPath;
  queuePosition: OpportunityQueuePosition;
  dueDate: OpportunityDueDate;
  categoryId: OpportunityCategoryId;
  tagIds: string[];
  /** The PRD template last applied. */
  prdTemplateId: OpportunityPrdTemplateId;
  /** Why it was rejected (reject-via-template); null otherwise. */
  rejectionCategory: OpportunityRejectionCategory;
  rejectionReason: OpportunityRejectionReason;
  objectiveLinks: ObjectiveLink[];
  /**
   * Scorecard total 0-100; null until every criterion with a positive weight is scored.
   * @minimum 0
   * @maximum 100
   */
  scoreTotal: OpportunityScoreTotal;
  createdAt: string;
  updatedAt: string;
}
