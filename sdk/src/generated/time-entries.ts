/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  ActualCostResponse,
  AggregateTimeEntriesByCategoryParams,
  BadRequestResponse,
  ConflictResponse,
  CreateTimeEntryHeaders,
  DeleteTimeEntryHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListOpportunityTimeEntriesParams,
  ListTimeEntriesParams,
  ListTimeEntryCostsParams,
  NotFoundResponse,
  OpportunityTimeEntryListResponse,
  PayloadTooLargeResponse,
  TimeCategoryAggregateResponse,
  TimeEntryCostsResponse,
  TimeEntryCreatedResponse,
  TimeEntryListResponse,
  TimeEntryRow,
  TimeEntrySavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateTimeEntryBody,
  UpdateTimeEntryHeaders,
  UpsertRangeResultSavedResponse,
  UpsertTimeEntryRangeBody,
  UpsertTimeEntryRangeHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Your time entries in a window, newest day first: from and to (dates, both included, at most 366 days apart; default the last 30 days). engineerId lists another user's entries and needs compensation:read or a leadership role (em, executive, admin). cost and currency appear only for credentials that may see financial fields. Paged.
 * @summary List time entries
 */
export type listTimeEntriesResponse200 = {
  data: TimeEntryListResponse
  status: 200
}

export type listTimeEntriesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTimeEntriesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTimeEntriesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTimeEntriesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTimeEntriesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTimeEntriesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTimeEntriesResponseSuccess = (listTimeEntriesResponse200) & {
  headers: Headers;
};
export type listTimeEntriesResponseError = (listTimeEntriesResponse400 | listTimeEntriesResponse401 | listTimeEntriesResponse403 | listTimeEntriesResponse404 | listTimeEntriesResponse429 | listTimeEntriesResponse500) & {
  headers: Headers;
};

export type listTimeEntriesResponse = (listTimeEntriesResponseSuccess | listTimeEntriesResponseError)

export const getListTimeEntriesUrl = (params?: ListTimeEntriesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/time-entries?${stringifiedParams}` : `/api/v1/time-entries`
}

/**
 * List time entries
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "edc6addc-9c80-4af7-9559-e6f0f6bf4d2a",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listTimeEntries = async (params?: ListTimeEntriesParams, options?: RequestInit): Promise<listTimeEntriesResponse> => {
  
  return sextantFetch<listTimeEntriesResponse>(getListTimeEntriesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Logs hours on a day: entryDate, hours (0-24, in hundredths) and exactly one target of opportunityId, taskId (UUIDs or refs) or miscCategoryId (a category; needs a note). entryKind defaults to other; vacation and sick are untracked, need a note and take no target. Your total for a day cannot pass 24 hours. Returns the entry (201).
 * @summary Log time
 */
export type createTimeEntryResponse201 = {
  data: TimeEntryCreatedResponse
  status: 201
}

export type createTimeEntryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTimeEntryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTimeEntryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTimeEntryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTimeEntryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createTimeEntryResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTimeEntryResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTimeEntryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTimeEntryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTimeEntryResponseSuccess = (createTimeEntryResponse201) & {
  headers: Headers;
};
export type createTimeEntryResponseError = (createTimeEntryResponse400 | createTimeEntryResponse401 | createTimeEntryResponse403 | createTimeEntryResponse404 | createTimeEntryResponse409 | createTimeEntryResponse413 | createTimeEntryResponse415 | createTimeEntryResponse429 | createTimeEntryResponse500) & {
  headers: Headers;
};

export type createTimeEntryResponse = (createTimeEntryResponseSuccess | createTimeEntryResponseError)

export const getCreateTimeEntryUrl = () => {


  

  return `/api/v1/time-entries`
}

/**
 * Log time
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0712ce9d-e3d8-4051-98da-d5c1af12ef77",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "entryDate": "2026-02-25",
 *     "hours": 2.5,
 *     "note": null,
 *     "opportunityId": null,
 *     "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "miscCategoryId": null,
 *   …
 */
export const createTimeEntry = async (timeEntryRow: TimeEntryRow,
    headers?: CreateTimeEntryHeaders, options?: RequestInit): Promise<createTimeEntryResponse> => {
  
  return sextantFetch<createTimeEntryResponse>(getCreateTimeEntryUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      timeEntryRow,)
  }
);}


/**
 * Changes one of your manual entries: any field of create; a new target replaces the old one (send null for the others). Another user's entry is 404; an entry from an integration is 409 INVALID_STATE_TRANSITION. Returns the entry.
 * @summary Update a time entry
 */
export type updateTimeEntryResponse200 = {
  data: TimeEntrySavedResponse
  status: 200
}

export type updateTimeEntryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTimeEntryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTimeEntryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTimeEntryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTimeEntryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateTimeEntryResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTimeEntryResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTimeEntryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTimeEntryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTimeEntryResponseSuccess = (updateTimeEntryResponse200) & {
  headers: Headers;
};
export type updateTimeEntryResponseError = (updateTimeEntryResponse400 | updateTimeEntryResponse401 | updateTimeEntryResponse403 | updateTimeEntryResponse404 | updateTimeEntryResponse409 | updateTimeEntryResponse413 | updateTimeEntryResponse415 | updateTimeEntryResponse429 | updateTimeEntryResponse500) & {
  headers: Headers;
};

export type updateTimeEntryResponse = (updateTimeEntryResponseSuccess | updateTimeEntryResponseError)

export const getUpdateTimeEntryUrl = (id: string,) => {


  

  return `/api/v1/time-entries/${id}`
}

/**
 * Update a time entry
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0712ce9d-e3d8-4051-98da-d5c1af12ef77",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "entryDate": "2026-02-25",
 *     "hours": 3,
 *     "note": null,
 *     "opportunityId": null,
 *     "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "miscCategoryId": null,
 *   …
 */
export const updateTimeEntry = async (id: string,
    updateTimeEntryBody: UpdateTimeEntryBody,
    headers?: UpdateTimeEntryHeaders, options?: RequestInit): Promise<updateTimeEntryResponse> => {
  
  return sextantFetch<updateTimeEntryResponse>(getUpdateTimeEntryUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTimeEntryBody,)
  }
);}


/**
 * Deletes one of your manual entries. Another user's entry is 404; an entry from an integration is 409 INVALID_STATE_TRANSITION.
 * @summary Delete a time entry
 */
export type deleteTimeEntryResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteTimeEntryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteTimeEntryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteTimeEntryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteTimeEntryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteTimeEntryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteTimeEntryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteTimeEntryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteTimeEntryResponseSuccess = (deleteTimeEntryResponse200) & {
  headers: Headers;
};
export type deleteTimeEntryResponseError = (deleteTimeEntryResponse400 | deleteTimeEntryResponse401 | deleteTimeEntryResponse403 | deleteTimeEntryResponse404 | deleteTimeEntryResponse409 | deleteTimeEntryResponse429 | deleteTimeEntryResponse500) & {
  headers: Headers;
};

export type deleteTimeEntryResponse = (deleteTimeEntryResponseSuccess | deleteTimeEntryResponseError)

export const getDeleteTimeEntryUrl = (id: string,) => {


  

  return `/api/v1/time-entries/${id}`
}

/**
 * Delete a time entry
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "609e4d5f-6c62-49dc-8769-c52de2796a35",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "3b46f3a2-2969-4317-93f3-b0827f910509",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteTimeEntry = async (id: string,
    headers?: DeleteTimeEntryHeaders, options?: RequestInit): Promise<deleteTimeEntryResponse> => {
  
  return sextantFetch<deleteTimeEntryResponse>(getDeleteTimeEntryUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Tracked hours of everyone (or of one team's members) between from and to, bucketed by category, with their cost in the org's base currency. Vacation and sick are left out; hours of users without a salary or without a rate for their currency are reported as unpricedHours.
 * @summary Aggregate time by category
 */
export type aggregateTimeEntriesByCategoryResponse200 = {
  data: TimeCategoryAggregateResponse
  status: 200
}

export type aggregateTimeEntriesByCategoryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type aggregateTimeEntriesByCategoryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type aggregateTimeEntriesByCategoryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type aggregateTimeEntriesByCategoryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type aggregateTimeEntriesByCategoryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type aggregateTimeEntriesByCategoryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type aggregateTimeEntriesByCategoryResponseSuccess = (aggregateTimeEntriesByCategoryResponse200) & {
  headers: Headers;
};
export type aggregateTimeEntriesByCategoryResponseError = (aggregateTimeEntriesByCategoryResponse400 | aggregateTimeEntriesByCategoryResponse401 | aggregateTimeEntriesByCategoryResponse403 | aggregateTimeEntriesByCategoryResponse404 | aggregateTimeEntriesByCategoryResponse429 | aggregateTimeEntriesByCategoryResponse500) & {
  headers: Headers;
};

export type aggregateTimeEntriesByCategoryResponse = (aggregateTimeEntriesByCategoryResponseSuccess | aggregateTimeEntriesByCategoryResponseError)

export const getAggregateTimeEntriesByCategoryUrl = (params: AggregateTimeEntriesByCategoryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/time-entries/aggregate-by-category?${stringifiedParams}` : `/api/v1/time-entries/aggregate-by-category`
}

/**
 * Aggregate time by category
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "from": "2026-03-02",
 *     "to": "2026-03-02",
 *     "teamId": null,
 *     "currency": "USD",
 *     "totalHours": 0,
 *     "totalCost": 0,
 *     "unpricedHours": 0,
 *     "categories": []
 *   },
 *   …
 */
export const aggregateTimeEntriesByCategory = async (params: AggregateTimeEntriesByCategoryParams, options?: RequestInit): Promise<aggregateTimeEntriesByCategoryResponse> => {
  
  return sextantFetch<aggregateTimeEntriesByCategoryResponse>(getAggregateTimeEntriesByCategoryUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * The cost of every tracked entry between from and to, newest first, at most 5000 rows with truncated set when there were more; the totals cover the whole window. userId is null unless the credential holds compensation:read or a leadership role.
 * @summary List costs for a window
 */
export type listTimeEntryCostsResponse200 = {
  data: TimeEntryCostsResponse
  status: 200
}

export type listTimeEntryCostsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTimeEntryCostsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTimeEntryCostsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTimeEntryCostsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTimeEntryCostsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTimeEntryCostsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTimeEntryCostsResponseSuccess = (listTimeEntryCostsResponse200) & {
  headers: Headers;
};
export type listTimeEntryCostsResponseError = (listTimeEntryCostsResponse400 | listTimeEntryCostsResponse401 | listTimeEntryCostsResponse403 | listTimeEntryCostsResponse404 | listTimeEntryCostsResponse429 | listTimeEntryCostsResponse500) & {
  headers: Headers;
};

export type listTimeEntryCostsResponse = (listTimeEntryCostsResponseSuccess | listTimeEntryCostsResponseError)

export const getListTimeEntryCostsUrl = (params: ListTimeEntryCostsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/time-entries/costs-for-range?${stringifiedParams}` : `/api/v1/time-entries/costs-for-range`
}

/**
 * List costs for a window
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "from": "2026-03-02",
 *     "to": "2026-03-02",
 *     "currency": "USD",
 *     "rows": [],
 *     "truncated": false,
 *     "totalHours": 0,
 *     "totalCost": 0,
 *     "unpricedHours": 0
 *   },
 *   …
 */
export const listTimeEntryCosts = async (params: ListTimeEntryCostsParams, options?: RequestInit): Promise<listTimeEntryCostsResponse> => {
  
  return sextantFetch<listTimeEntryCostsResponse>(getListTimeEntryCostsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * What the time logged on an opportunity and its tasks has cost, in the org's base currency: 0 when nothing was logged. Accepts the opportunity's UUID or ref.
 * @summary Get an opportunity's actual cost
 */
export type getOpportunityActualCostResponse200 = {
  data: ActualCostResponse
  status: 200
}

export type getOpportunityActualCostResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getOpportunityActualCostResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getOpportunityActualCostResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getOpportunityActualCostResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getOpportunityActualCostResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getOpportunityActualCostResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpportunityActualCostResponseSuccess = (getOpportunityActualCostResponse200) & {
  headers: Headers;
};
export type getOpportunityActualCostResponseError = (getOpportunityActualCostResponse400 | getOpportunityActualCostResponse401 | getOpportunityActualCostResponse403 | getOpportunityActualCostResponse404 | getOpportunityActualCostResponse429 | getOpportunityActualCostResponse500) & {
  headers: Headers;
};

export type getOpportunityActualCostResponse = (getOpportunityActualCostResponseSuccess | getOpportunityActualCostResponseError)

export const getGetOpportunityActualCostUrl = (id: string,) => {


  

  return `/api/v1/time-entries/actual-cost-for-opportunity/${id}`
}

/**
 * Get an opportunity's actual cost
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "targetType": "opportunity",
 *     "targetId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "ref": "OPP-7",
 *     "currency": "USD",
 *     "cost": 0,
 *     "hours": 2.5,
 *     "unpricedHours": 2.5
 *   },
 *   "meta": {
 *   …
 */
export const getOpportunityActualCost = async (id: string, options?: RequestInit): Promise<getOpportunityActualCostResponse> => {
  
  return sextantFetch<getOpportunityActualCostResponse>(getGetOpportunityActualCostUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * What the time logged on a task and its subtasks has cost, in the org's base currency: 0 when nothing was logged. Accepts the task's UUID or ref.
 * @summary Get a task's actual cost
 */
export type getTaskActualCostResponse200 = {
  data: ActualCostResponse
  status: 200
}

export type getTaskActualCostResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTaskActualCostResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTaskActualCostResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTaskActualCostResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTaskActualCostResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTaskActualCostResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTaskActualCostResponseSuccess = (getTaskActualCostResponse200) & {
  headers: Headers;
};
export type getTaskActualCostResponseError = (getTaskActualCostResponse400 | getTaskActualCostResponse401 | getTaskActualCostResponse403 | getTaskActualCostResponse404 | getTaskActualCostResponse429 | getTaskActualCostResponse500) & {
  headers: Headers;
};

export type getTaskActualCostResponse = (getTaskActualCostResponseSuccess | getTaskActualCostResponseError)

export const getGetTaskActualCostUrl = (id: string,) => {


  

  return `/api/v1/time-entries/actual-cost-for-task/${id}`
}

/**
 * Get a task's actual cost
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "targetType": "task",
 *     "targetId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "ref": "BIL-7",
 *     "currency": "USD",
 *     "cost": 0,
 *     "hours": 2.5,
 *     "unpricedHours": 2.5
 *   },
 *   "meta": {
 *   …
 */
export const getTaskActualCost = async (id: string, options?: RequestInit): Promise<getTaskActualCostResponse> => {
  
  return sextantFetch<getTaskActualCostResponse>(getGetTaskActualCostUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Replaces your manual entries between from and to: deletes them and writes rows, in one transaction (all or nothing). Every row's entryDate must fall inside the window (400 naming the row); empty rows clears the window. A window holding entries from an integration (an issue tracker) is refused with 409 INVALID_STATE_TRANSITION, listing them in error.data (nothing written). At most 366 days (both ends included) and 500 rows; for more rows, split the window itself into shorter windows (each call replaces its whole window, so two calls over one window keep only the second's rows).
 * @summary Replace your time in a window
 */
export type upsertTimeEntryRangeResponse200 = {
  data: UpsertRangeResultSavedResponse
  status: 200
}

export type upsertTimeEntryRangeResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type upsertTimeEntryRangeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type upsertTimeEntryRangeResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type upsertTimeEntryRangeResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type upsertTimeEntryRangeResponse409 = {
  data: ConflictResponse
  status: 409
}

export type upsertTimeEntryRangeResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type upsertTimeEntryRangeResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type upsertTimeEntryRangeResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type upsertTimeEntryRangeResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type upsertTimeEntryRangeResponseSuccess = (upsertTimeEntryRangeResponse200) & {
  headers: Headers;
};
export type upsertTimeEntryRangeResponseError = (upsertTimeEntryRangeResponse400 | upsertTimeEntryRangeResponse401 | upsertTimeEntryRangeResponse403 | upsertTimeEntryRangeResponse404 | upsertTimeEntryRangeResponse409 | upsertTimeEntryRangeResponse413 | upsertTimeEntryRangeResponse415 | upsertTimeEntryRangeResponse429 | upsertTimeEntryRangeResponse500) & {
  headers: Headers;
};

export type upsertTimeEntryRangeResponse = (upsertTimeEntryRangeResponseSuccess | upsertTimeEntryRangeResponseError)

export const getUpsertTimeEntryRangeUrl = () => {


  

  return `/api/v1/time-entries/upsert-range`
}

/**
 * Replace your time in a window
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "from": "2026-02-24",
 *     "to": "2026-02-28",
 *     "deleted": 1,
 *     "entries": [
 *       {
 *         "id": "9dd09759-f4be-434e-81df-0eb907184454",
 *         "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *         "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *         "entryDate": "2026-02-24",
 *   …
 */
export const upsertTimeEntryRange = async (upsertTimeEntryRangeBody: UpsertTimeEntryRangeBody,
    headers?: UpsertTimeEntryRangeHeaders, options?: RequestInit): Promise<upsertTimeEntryRangeResponse> => {
  
  return sextantFetch<upsertTimeEntryRangeResponse>(getUpsertTimeEntryRangeUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      upsertTimeEntryRangeBody,)
  }
);}


/**
 * Time logged on an opportunity and its tasks, newest day first: date, hours, note, task and kind. The engineer fields userId and userName are null unless the credential holds compensation:read or a leadership role. Paged.
 * @summary List time logged on an opportunity
 */
export type listOpportunityTimeEntriesResponse200 = {
  data: OpportunityTimeEntryListResponse
  status: 200
}

export type listOpportunityTimeEntriesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listOpportunityTimeEntriesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listOpportunityTimeEntriesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listOpportunityTimeEntriesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listOpportunityTimeEntriesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listOpportunityTimeEntriesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listOpportunityTimeEntriesResponseSuccess = (listOpportunityTimeEntriesResponse200) & {
  headers: Headers;
};
export type listOpportunityTimeEntriesResponseError = (listOpportunityTimeEntriesResponse400 | listOpportunityTimeEntriesResponse401 | listOpportunityTimeEntriesResponse403 | listOpportunityTimeEntriesResponse404 | listOpportunityTimeEntriesResponse429 | listOpportunityTimeEntriesResponse500) & {
  headers: Headers;
};

export type listOpportunityTimeEntriesResponse = (listOpportunityTimeEntriesResponseSuccess | listOpportunityTimeEntriesResponseError)

export const getListOpportunityTimeEntriesUrl = (id: string,
    params?: ListOpportunityTimeEntriesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/time-entries/for-opportunity/${id}?${stringifiedParams}` : `/api/v1/time-entries/for-opportunity/${id}`
}

/**
 * List time logged on an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "0712ce9d-e3d8-4051-98da-d5c1af12ef77",
 *       "entryDate": "2026-02-25",
 *       "hours": 2.5,
 *       "note": null,
 *       "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *       "entryKind": "other",
 *       "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *       "userName": "Dana Whitfield"
 *   …
 */
export const listOpportunityTimeEntries = async (id: string,
    params?: ListOpportunityTimeEntriesParams, options?: RequestInit): Promise<listOpportunityTimeEntriesResponse> => {
  
  return sextantFetch<listOpportunityTimeEntriesResponse>(getListOpportunityTimeEntriesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


