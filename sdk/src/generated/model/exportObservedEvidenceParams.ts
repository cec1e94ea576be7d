/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ExportObservedEvidenceParams = {
/**
 * Whose evidence (a user UUID or me); default yourself. Another user's needs allocation:read.
 */
subjectUserId?: UserRef;
/**
 * First day (UTC, included).
 */
from?: string;
/**
 * Last day (UTC, included).
 */
to?: string;
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
