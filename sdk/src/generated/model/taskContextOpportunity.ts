/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskContextOpportunityOneOf } from './taskContextOpportunityOneOf';

/**
 * null without an opportunity or without opportunity:read.
 */
export type TaskContextOpportunity = TaskContextOpportunityOneOf | null;
