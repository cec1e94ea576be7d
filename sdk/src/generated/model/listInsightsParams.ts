/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { InsightStatus } from './insightStatus';
import type { CustomerRef } from './customerRef';
import type { OpportunityRef } from './opportunityRef';
import type { TaskRef } from './taskRef';
import type { ObjectiveRef } from './objectiveRef';
import type { TeamRef } from './teamRef';
import type { UserRef } from './userRef';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListInsightsParams = {
/**
 * Only insights in this status.
 */
status?: InsightStatus;
/**
 * Only insights rooted at this customer (UUID or CUS-3).
 */
customerId?: CustomerRef;
/**
 * Only insights linked to this opportunity.
 */
opportunityId?: OpportunityRef;
/**
 * Only insights linked to this task.
 */
taskId?: TaskRef;
/**
 * Only insights linked to this objective or with an impact on it.
 */
objectiveId?: ObjectiveRef;
/**
 * Only insights sent to this team for review.
 */
reviewTeamId?: TeamRef;
/**
 * Only insights recorded by this user (me for yours).
 */
recordedById?: UserRef;
/**
 * Only insights with this tag.
 */
tagId?: string;
/**
 * Words that must all appear in the verbatim or interpretation.
 * @minLength 2
 * @maxLength 200
 */
q?: string;
/**
 * true: archived insights too.
 */
includeArchived?: boolean;
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
