/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TaskRef } from './taskRef';

/**
 * The parent task (UUID or ref); null clears it.
 */
export type UpdateTaskBodyParentTaskId = TaskRef | null;
