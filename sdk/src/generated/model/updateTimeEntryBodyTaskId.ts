/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskRef } from './taskRef';

export type UpdateTimeEntryBodyTaskId = TaskRef | null;
