/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextInsight } from './contextInsight';

/**
 * Linked insights (pinned first, then newest), archived ones left out; null without insight:read.
 */
export type OpportunityContextInsights = ContextInsight[] | null;
