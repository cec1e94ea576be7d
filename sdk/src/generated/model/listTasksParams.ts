/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListTasksStatus } from './listTasksStatus';
import type { ListTasksPriority } from './listTasksPriority';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListTasksParams = {
opportunityId?: string;
status?: ListTasksStatus;
priority?: ListTasksPriority;
teamId?: string;
/**
 * Owner user UUID, or "me" for the caller.
 * @pattern ^(me|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$
 */
owner?: string;
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
