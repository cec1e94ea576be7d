/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

export type SetInsightReviewTeamBodyTeamId = TeamRef | null;
