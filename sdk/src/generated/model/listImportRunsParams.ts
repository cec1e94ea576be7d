/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ImportRunStatus } from './importRunStatus';
import type { ImportRunFormat } from './importRunFormat';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListImportRunsParams = {
/**
 * Only runs in this status.
 */
status?: ImportRunStatus;
/**
 * Only runs of this file format.
 */
format?: ImportRunFormat;
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
