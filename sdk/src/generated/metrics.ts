/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateMetricBody,
  CreateMetricHeaders,
  CreateMetricValueBody,
  CreateMetricValueHeaders,
  DeleteMetricHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListBuiltinMetrics200,
  ListMetricOpportunities200,
  ListMetricValuesParams,
  ListMetricsParams,
  MetricCreatedResponse,
  MetricDependentsResponse,
  MetricListResponse,
  MetricResponse,
  MetricSavedResponse,
  MetricValueCreatedResponse,
  MetricValueListResponse,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  TrackBuiltinMetric200,
  TrackBuiltinMetricBody,
  TrackBuiltinMetricHeaders,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse,
  UpdateMetricBody,
  UpdateMetricHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Metrics of the caller's org by number, optionally by steward. Paged.
 * @summary List metrics
 */
export type listMetricsResponse200 = {
  data: MetricListResponse
  status: 200
}

export type listMetricsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listMetricsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMetricsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listMetricsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listMetricsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listMetricsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listMetricsResponseSuccess = (listMetricsResponse200) & {
  headers: Headers;
};
export type listMetricsResponseError = (listMetricsResponse400 | listMetricsResponse401 | listMetricsResponse403 | listMetricsResponse404 | listMetricsResponse429 | listMetricsResponse500) & {
  headers: Headers;
};

export type listMetricsResponse = (listMetricsResponseSuccess | listMetricsResponseError)

export const getListMetricsUrl = (params?: ListMetricsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/metrics?${stringifiedParams}` : `/api/v1/metrics`
}

/**
 * List metrics
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "382e6bb0-6fb1-4284-8825-dcbe1a991753",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "MET-1",
 *       "number": 1,
 *       "name": "Week-one activation rate",
 *       "description": "How we know whether the currency formatting works. Scope it so it can ship behind a flag and be rolled back.",
 *       "currentValue": 11.4,
 *       "unit": "percentage",
 *   …
 */
export const listMetrics = async (params?: ListMetricsParams, options?: RequestInit): Promise<listMetricsResponse> => {
  
  return sextantFetch<listMetricsResponse>(getListMetricsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a metric; name and unit are required, dataSourceType defaults to manual. 404 when stewardId is not a user of the org.
 * @summary Create a metric
 */
export type createMetricResponse201 = {
  data: MetricCreatedResponse
  status: 201
}

export type createMetricResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createMetricResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createMetricResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createMetricResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createMetricResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createMetricResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createMetricResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createMetricResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createMetricResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createMetricResponseSuccess = (createMetricResponse201) & {
  headers: Headers;
};
export type createMetricResponseError = (createMetricResponse400 | createMetricResponse401 | createMetricResponse403 | createMetricResponse404 | createMetricResponse409 | createMetricResponse413 | createMetricResponse415 | createMetricResponse429 | createMetricResponse500) & {
  headers: Headers;
};

export type createMetricResponse = (createMetricResponseSuccess | createMetricResponseError)

export const getCreateMetricUrl = () => {


  

  return `/api/v1/metrics`
}

/**
 * Create a metric
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "bd2a8cb5-49eb-4078-bf69-2b7c20e9d4c1",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "MET-5",
 *     "number": 5,
 *     "name": "Weekly active teams",
 *     "description": "",
 *     "currentValue": 12,
 *     "unit": "count",
 *     "dataSourceType": "manual",
 *   …
 */
export const createMetric = async (createMetricBody: CreateMetricBody,
    headers?: CreateMetricHeaders, options?: RequestInit): Promise<createMetricResponse> => {
  
  return sextantFetch<createMetricResponse>(getCreateMetricUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createMetricBody,)
  }
);}


/**
 * The catalog of built-in delivery metrics: task throughput, lead time, cycle time, time in status and cycle predictability, each with its unit, the JSON Schema of its params, and whether this org tracks it (`tracked`, `metricId`, and in `tracking` every metric tracking it with its params). Readings are weekly: one per ISO week (Monday to Sunday, UTC), recorded at the week's last millisecond. Track one with POST /api/v1/metrics/track-builtin. Unpaged, in catalog order.
 * @summary List built-in metrics
 */
export type listBuiltinMetricsResponse200 = {
  data: ListBuiltinMetrics200
  status: 200
}

export type listBuiltinMetricsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listBuiltinMetricsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listBuiltinMetricsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listBuiltinMetricsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listBuiltinMetricsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listBuiltinMetricsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listBuiltinMetricsResponseSuccess = (listBuiltinMetricsResponse200) & {
  headers: Headers;
};
export type listBuiltinMetricsResponseError = (listBuiltinMetricsResponse400 | listBuiltinMetricsResponse401 | listBuiltinMetricsResponse403 | listBuiltinMetricsResponse404 | listBuiltinMetricsResponse429 | listBuiltinMetricsResponse500) & {
  headers: Headers;
};

export type listBuiltinMetricsResponse = (listBuiltinMetricsResponseSuccess | listBuiltinMetricsResponseError)

export const getListBuiltinMetricsUrl = () => {


  

  return `/api/v1/metrics/builtins`
}

/**
 * List built-in metrics
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "task_throughput",
 *       "name": "Task throughput",
 *       "description": "Tasks completed per ISO week (Monday to Sunday, UTC): the tasks whose status changed to completed in the week.",
 *       "unit": "count",
 *       "params": {
 *         "type": "object",
 *         "additionalProperties": false,
 *         "properties": {
 *   …
 */
export const listBuiltinMetrics = async ( options?: RequestInit): Promise<listBuiltinMetricsResponse> => {
  
  return sextantFetch<listBuiltinMetricsResponse>(getListBuiltinMetricsUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Starts tracking a built-in metric: creates a system metric (`dataSourceType: system`, `dataSourceConfig: {builtinId, params}`) and backfills its history from the task activity log as weekly readings (source system, recordedAt the last millisecond of each ISO week, UTC), from the week of the org's first task activity and at most 52 weeks back, up to the last complete week. It also writes one partial reading (`partial: true`, recordedAt now) at once: throughput for the ISO week so far, the other built-ins over the trailing 28 days; currentValue is the newest reading, so it has a value as soon as the org has task history. A nightly job replaces the partial reading and adds each new complete week. 201 with the metric; 200 with the existing metric when the same built-in is already tracked with the same params (also when two requests race). params: categoryId (only tasks of that category; 404 naming body.params.categoryId when it is not a category of the org) and statusGroup (required for time_in_status, refused for the others: 400). An unknown builtinId is 400 listing the allowed ids. Readings by hand on the metric are refused (422 SOURCE_OWNED_FIELDS), and so are changes to its unit, currentValue, dataSourceType and dataSourceConfig.
 * @summary Track a built-in metric
 */
export type trackBuiltinMetricResponse200 = {
  data: TrackBuiltinMetric200
  status: 200
}

export type trackBuiltinMetricResponse201 = {
  data: MetricCreatedResponse
  status: 201
}

export type trackBuiltinMetricResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type trackBuiltinMetricResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type trackBuiltinMetricResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type trackBuiltinMetricResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type trackBuiltinMetricResponse409 = {
  data: ConflictResponse
  status: 409
}

export type trackBuiltinMetricResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type trackBuiltinMetricResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type trackBuiltinMetricResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type trackBuiltinMetricResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type trackBuiltinMetricResponseSuccess = (trackBuiltinMetricResponse200 | trackBuiltinMetricResponse201) & {
  headers: Headers;
};
export type trackBuiltinMetricResponseError = (trackBuiltinMetricResponse400 | trackBuiltinMetricResponse401 | trackBuiltinMetricResponse403 | trackBuiltinMetricResponse404 | trackBuiltinMetricResponse409 | trackBuiltinMetricResponse413 | trackBuiltinMetricResponse415 | trackBuiltinMetricResponse429 | trackBuiltinMetricResponse500) & {
  headers: Headers;
};

export type trackBuiltinMetricResponse = (trackBuiltinMetricResponseSuccess | trackBuiltinMetricResponseError)

export const getTrackBuiltinMetricUrl = () => {


  

  return `/api/v1/metrics/track-builtin`
}

/**
 * Track a built-in metric
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "e6b118b5-8dc2-4f3f-82e5-6080794b58d0",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "MET-6",
 *     "number": 6,
 *     "name": "Time in status: in progress",
 *     "description": "Median days a task stayed in a status group (backlog, todo, not_started = backlog + todo, in_progress), over the stays that ended in the week.",
 *     "currentValue": null,
 *     "unit": "duration",
 *     "dataSourceType": "system",
 *   …
 */
export const trackBuiltinMetric = async (trackBuiltinMetricBody: TrackBuiltinMetricBody,
    headers?: TrackBuiltinMetricHeaders, options?: RequestInit): Promise<trackBuiltinMetricResponse> => {
  
  return sextantFetch<trackBuiltinMetricResponse>(getTrackBuiltinMetricUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      trackBuiltinMetricBody,)
  }
);}


/**
 * One metric by UUID or ref MET-<n>.
 * @summary Get a metric
 */
export type getMetricResponse200 = {
  data: MetricResponse
  status: 200
}

export type getMetricResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getMetricResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getMetricResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getMetricResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getMetricResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getMetricResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getMetricResponseSuccess = (getMetricResponse200) & {
  headers: Headers;
};
export type getMetricResponseError = (getMetricResponse400 | getMetricResponse401 | getMetricResponse403 | getMetricResponse404 | getMetricResponse429 | getMetricResponse500) & {
  headers: Headers;
};

export type getMetricResponse = (getMetricResponseSuccess | getMetricResponseError)

export const getGetMetricUrl = (id: string,) => {


  

  return `/api/v1/metrics/${id}`
}

/**
 * Get a metric
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "bd2a8cb5-49eb-4078-bf69-2b7c20e9d4c1",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "MET-5",
 *     "number": 5,
 *     "name": "Weekly active teams",
 *     "description": "",
 *     "currentValue": 14,
 *     "unit": "count",
 *     "dataSourceType": "manual",
 *   …
 */
export const getMetric = async (id: string, options?: RequestInit): Promise<getMetricResponse> => {
  
  return sextantFetch<getMetricResponse>(getGetMetricUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Takes the create fields, all optional; stewardId null clears the steward. A metric tracking a built-in (dataSourceConfig.builtinId) computes its unit, currentValue, dataSourceType and dataSourceConfig: changing any of them is 422 SOURCE_OWNED_FIELDS naming them in error.data.fields (name, description and stewardId stay editable).
 * @summary Update a metric
 */
export type updateMetricResponse200 = {
  data: MetricSavedResponse
  status: 200
}

export type updateMetricResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateMetricResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateMetricResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateMetricResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateMetricResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateMetricResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateMetricResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateMetricResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type updateMetricResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateMetricResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateMetricResponseSuccess = (updateMetricResponse200) & {
  headers: Headers;
};
export type updateMetricResponseError = (updateMetricResponse400 | updateMetricResponse401 | updateMetricResponse403 | updateMetricResponse404 | updateMetricResponse409 | updateMetricResponse413 | updateMetricResponse415 | updateMetricResponse422 | updateMetricResponse429 | updateMetricResponse500) & {
  headers: Headers;
};

export type updateMetricResponse = (updateMetricResponseSuccess | updateMetricResponseError)

export const getUpdateMetricUrl = (id: string,) => {


  

  return `/api/v1/metrics/${id}`
}

/**
 * Update a metric
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "bd2a8cb5-49eb-4078-bf69-2b7c20e9d4c1",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "MET-5",
 *     "number": 5,
 *     "name": "Weekly active teams",
 *     "description": "Teams with at least one task moved this week",
 *     "currentValue": 14,
 *     "unit": "count",
 *     "dataSourceType": "manual",
 *   …
 */
export const updateMetric = async (id: string,
    updateMetricBody: UpdateMetricBody,
    headers?: UpdateMetricHeaders, options?: RequestInit): Promise<updateMetricResponse> => {
  
  return sextantFetch<updateMetricResponse>(getUpdateMetricUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateMetricBody,)
  }
);}


/**
 * Deletes a metric and its readings. Objectives anchored to it lose their anchor (metricId, operator, target and start become null); check getMetricDependents first. Returns {id, deleted: true}.
 * @summary Delete a metric
 */
export type deleteMetricResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteMetricResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteMetricResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteMetricResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteMetricResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteMetricResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteMetricResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteMetricResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteMetricResponseSuccess = (deleteMetricResponse200) & {
  headers: Headers;
};
export type deleteMetricResponseError = (deleteMetricResponse400 | deleteMetricResponse401 | deleteMetricResponse403 | deleteMetricResponse404 | deleteMetricResponse409 | deleteMetricResponse429 | deleteMetricResponse500) & {
  headers: Headers;
};

export type deleteMetricResponse = (deleteMetricResponseSuccess | deleteMetricResponseError)

export const getDeleteMetricUrl = (id: string,) => {


  

  return `/api/v1/metrics/${id}`
}

/**
 * Delete a metric
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "454aa421-f50f-4136-93c5-7c55caf6bd0a",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "17d063ff-a6eb-42e8-b952-1cbbf2d86a29",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteMetric = async (id: string,
    headers?: DeleteMetricHeaders, options?: RequestInit): Promise<deleteMetricResponse> => {
  
  return sextantFetch<deleteMetricResponse>(getDeleteMetricUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Readings oldest first by recordedAt, optionally from a date on. Paged.
 * @summary List a metric's readings
 */
export type listMetricValuesResponse200 = {
  data: MetricValueListResponse
  status: 200
}

export type listMetricValuesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listMetricValuesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMetricValuesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listMetricValuesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listMetricValuesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listMetricValuesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listMetricValuesResponseSuccess = (listMetricValuesResponse200) & {
  headers: Headers;
};
export type listMetricValuesResponseError = (listMetricValuesResponse400 | listMetricValuesResponse401 | listMetricValuesResponse403 | listMetricValuesResponse404 | listMetricValuesResponse429 | listMetricValuesResponse500) & {
  headers: Headers;
};

export type listMetricValuesResponse = (listMetricValuesResponseSuccess | listMetricValuesResponseError)

export const getListMetricValuesUrl = (id: string,
    params?: ListMetricValuesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/metrics/${id}/values?${stringifiedParams}` : `/api/v1/metrics/${id}/values`
}

/**
 * List a metric's readings
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "34c2ff65-2461-4e72-88e2-dae1ffd6e5e0",
 *       "metricId": "bd2a8cb5-49eb-4078-bf69-2b7c20e9d4c1",
 *       "value": 14,
 *       "recordedAt": "2026-03-02T09:00:00.000Z",
 *       "note": "After the March release",
 *       "source": "manual",
 *       "partial": false,
 *       "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const listMetricValues = async (id: string,
    params?: ListMetricValuesParams, options?: RequestInit): Promise<listMetricValuesResponse> => {
  
  return sextantFetch<listMetricValuesResponse>(getListMetricValuesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Records a reading. recordedAt defaults to now; the metric's currentValue becomes the value of its latest reading. System-sourced metrics refuse readings by hand with 422 SOURCE_OWNED_FIELDS.
 * @summary Record a metric reading
 */
export type createMetricValueResponse201 = {
  data: MetricValueCreatedResponse
  status: 201
}

export type createMetricValueResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createMetricValueResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createMetricValueResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createMetricValueResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createMetricValueResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createMetricValueResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createMetricValueResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createMetricValueResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type createMetricValueResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createMetricValueResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createMetricValueResponseSuccess = (createMetricValueResponse201) & {
  headers: Headers;
};
export type createMetricValueResponseError = (createMetricValueResponse400 | createMetricValueResponse401 | createMetricValueResponse403 | createMetricValueResponse404 | createMetricValueResponse409 | createMetricValueResponse413 | createMetricValueResponse415 | createMetricValueResponse422 | createMetricValueResponse429 | createMetricValueResponse500) & {
  headers: Headers;
};

export type createMetricValueResponse = (createMetricValueResponseSuccess | createMetricValueResponseError)

export const getCreateMetricValueUrl = (id: string,) => {


  

  return `/api/v1/metrics/${id}/values`
}

/**
 * Record a metric reading
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "34c2ff65-2461-4e72-88e2-dae1ffd6e5e0",
 *     "metricId": "bd2a8cb5-49eb-4078-bf69-2b7c20e9d4c1",
 *     "value": 14,
 *     "recordedAt": "2026-03-02T09:00:00.000Z",
 *     "note": "After the March release",
 *     "source": "manual",
 *     "partial": false,
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const createMetricValue = async (id: string,
    createMetricValueBody: CreateMetricValueBody,
    headers?: CreateMetricValueHeaders, options?: RequestInit): Promise<createMetricValueResponse> => {
  
  return sextantFetch<createMetricValueResponse>(getCreateMetricValueUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createMetricValueBody,)
  }
);}


/**
 * Opportunities linked to any objective anchored to this metric, alphabetical by title. Unpaged; 404 when the metric is not the caller's.
 * @summary List opportunities serving a metric
 */
export type listMetricOpportunitiesResponse200 = {
  data: ListMetricOpportunities200
  status: 200
}

export type listMetricOpportunitiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listMetricOpportunitiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMetricOpportunitiesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listMetricOpportunitiesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listMetricOpportunitiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listMetricOpportunitiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listMetricOpportunitiesResponseSuccess = (listMetricOpportunitiesResponse200) & {
  headers: Headers;
};
export type listMetricOpportunitiesResponseError = (listMetricOpportunitiesResponse400 | listMetricOpportunitiesResponse401 | listMetricOpportunitiesResponse403 | listMetricOpportunitiesResponse404 | listMetricOpportunitiesResponse429 | listMetricOpportunitiesResponse500) & {
  headers: Headers;
};

export type listMetricOpportunitiesResponse = (listMetricOpportunitiesResponseSuccess | listMetricOpportunitiesResponseError)

export const getListMetricOpportunitiesUrl = (id: string,) => {


  

  return `/api/v1/metrics/${id}/opportunities`
}

/**
 * List opportunities serving a metric
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "4d099b7d-5053-4749-bd7b-3dd047b1833c",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": []
 * }
 */
export const listMetricOpportunities = async (id: string, options?: RequestInit): Promise<listMetricOpportunitiesResponse> => {
  
  return sextantFetch<listMetricOpportunitiesResponse>(getListMetricOpportunitiesUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Counts of objectives anchored to the metric, opportunities linked to them, and the live ones among those.
 * @summary Count what depends on a metric
 */
export type getMetricDependentsResponse200 = {
  data: MetricDependentsResponse
  status: 200
}

export type getMetricDependentsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getMetricDependentsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getMetricDependentsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getMetricDependentsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getMetricDependentsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getMetricDependentsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getMetricDependentsResponseSuccess = (getMetricDependentsResponse200) & {
  headers: Headers;
};
export type getMetricDependentsResponseError = (getMetricDependentsResponse400 | getMetricDependentsResponse401 | getMetricDependentsResponse403 | getMetricDependentsResponse404 | getMetricDependentsResponse429 | getMetricDependentsResponse500) & {
  headers: Headers;
};

export type getMetricDependentsResponse = (getMetricDependentsResponseSuccess | getMetricDependentsResponseError)

export const getGetMetricDependentsUrl = (id: string,) => {


  

  return `/api/v1/metrics/${id}/dependents`
}

/**
 * Count what depends on a metric
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "objectives": 0,
 *     "opportunities": 0,
 *     "liveOpportunities": 0
 *   },
 *   "meta": {
 *     "requestId": "5fd43ea6-6110-409e-9925-d104b1e6f819",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const getMetricDependents = async (id: string, options?: RequestInit): Promise<getMetricDependentsResponse> => {
  
  return sextantFetch<getMetricDependentsResponse>(getGetMetricDependentsUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


