/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

export type GetPlannedWorkSummaryParams = {
/**
 * First day of the window.
 */
from: string;
/**
 * Last day of the window.
 */
to: string;
/**
 * Only this team (UUID or prefix).
 */
teamId?: TeamRef;
};
