/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityRef } from './opportunityRef';
import type { ListTasksStatus } from './listTasksStatus';
import type { ListTasksPriority } from './listTasksPriority';
import type { TeamRef } from './teamRef';
import type { TaskRef } from './taskRef';
import type { UserRef } from './userRef';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListTasksParams = {
/**
 * Only tasks of this opportunity (UUID or OPP-<n>).
 */
opportunityId?: OpportunityRef;
status?: ListTasksStatus;
priority?: ListTasksPriority;
/**
 * Only tasks of this team (UUID or prefix).
 */
teamId?: TeamRef;
/**
 * Only tasks carrying this tag.
 */
tagId?: string;
/**
 * Only tasks in this category.
 */
categoryId?: string;
/**
 * Only subtasks of this task (UUID or ref), in subtask order.
 */
parentTaskId?: TaskRef;
/**
 * Only tasks scheduled in this cycle.
 */
cycleId?: string;
/**
 * true: only tasks scheduled to no cycle; false: only scheduled ones.
 */
'unscheduled-to-cycle'?: boolean;
/**
 * Only tasks whose active template step is this template step.
 */
statusId?: string;
/**
 * Owner user UUID, or "me" for the caller.
 */
owner?: UserRef;
/**
 * Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2).
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};
