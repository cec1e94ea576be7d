/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Opportunity } from './opportunity';
import type { OpportunityContextObjectives } from './opportunityContextObjectives';
import type { OpportunityContextCustomers } from './opportunityContextCustomers';
import type { OpportunityContextComments } from './opportunityContextComments';
import type { OpportunityContextInsights } from './opportunityContextInsights';
import type { OpportunityContextActiveStep } from './opportunityContextActiveStep';
import type { ContextPullRequest } from './contextPullRequest';

/**
 * Everything about one opportunity in one read (spec 2 §4.7, §4.21): the opportunity with its PRD (content), the objectives it serves with their metric, target, latest reading and progress, its comment thread, the template step now running, and the customers, insights and pull requests linked to it. A section the caller cannot read is null. estimatedCost is left out without cost:read, as everywhere.
 */
export interface OpportunityContext {
  opportunity: Opportunity;
  /** null without objective:read. */
  objectives: OpportunityContextObjectives;
  /** Linked customers by name; null without customer:read. */
  customers: OpportunityContextCustomers;
  /** The latest 50 comments, oldest first, archived ones left out; null without comment:read. */
  comments: OpportunityContextComments;
  /** Linked insights (pinned first, then newest), archived ones left out; null without insight:read. */
  insights: OpportunityContextInsights;
  /** null without a template instance or without template:read. */
  activeStep: OpportunityContextActiveStep;
  /** Pull requests linked to the opportunity itself and (with task:read) to its tasks, newest first; each names its task. */
  pullRequests: ContextPullRequest[];
}
