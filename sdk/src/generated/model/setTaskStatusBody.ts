/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetTaskStatusBodyStatus } from './setTaskStatusBodyStatus';

export type SetTaskStatusBody = {
  status: SetTaskStatusBodyStatus;
};
