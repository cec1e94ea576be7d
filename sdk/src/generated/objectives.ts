/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AlignmentGridResponse,
  BadRequestResponse,
  ClaimListResponse,
  ConflictResponse,
  CreateObjectiveBody,
  CreateObjectiveHeaders,
  DeleteObjectiveHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListObjectiveOpportunities200,
  ListObjectivesParams,
  NotFoundResponse,
  ObjectiveCreatedResponse,
  ObjectiveListResponse,
  ObjectiveNestingResponse,
  ObjectiveNestingSavedResponse,
  ObjectiveResponse,
  ObjectiveSavedResponse,
  PayloadTooLargeResponse,
  SetObjectiveAlignmentLinkBody,
  SetObjectiveAlignmentLinkHeaders,
  SetObjectiveMetricBody,
  SetObjectiveMetricHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse,
  UpdateObjectiveBody,
  UpdateObjectiveHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Objectives of the caller's org by number, optionally filtered. Paged.
 * @summary List objectives
 */
export type listObjectivesResponse200 = {
  data: ObjectiveListResponse
  status: 200
}

export type listObjectivesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listObjectivesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listObjectivesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listObjectivesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listObjectivesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listObjectivesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listObjectivesResponseSuccess = (listObjectivesResponse200) & {
  headers: Headers;
};
export type listObjectivesResponseError = (listObjectivesResponse400 | listObjectivesResponse401 | listObjectivesResponse403 | listObjectivesResponse404 | listObjectivesResponse429 | listObjectivesResponse500) & {
  headers: Headers;
};

export type listObjectivesResponse = (listObjectivesResponseSuccess | listObjectivesResponseError)

export const getListObjectivesUrl = (params?: ListObjectivesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/objectives?${stringifiedParams}` : `/api/v1/objectives`
}

/**
 * List objectives
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "5ec527bc-3bbf-4390-a870-b6879393b36f",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "OBJ-1",
 *       "number": 1,
 *       "visionId": "51e65531-7ed7-4784-a18d-505373b318d0",
 *       "title": "Increase deploy frequency by year end",
 *       "description": "Customers on larger workspaces report timeouts in the sign-up form. Pair with design on the empty and error states.",
 *       "metricId": null,
 *   …
 */
export const listObjectives = async (params?: ListObjectivesParams, options?: RequestInit): Promise<listObjectivesResponse> => {
  
  return sextantFetch<listObjectivesResponse>(getListObjectivesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates an active objective under a vision, optionally anchored to a metric with an operator, a target and a start value. The metric block is optional over REST; the MCP tool create_objective requires it (x-mcp-required). visionId accepts a UUID or VIS-<n>. 404 when the vision, metric or DRI is not in the caller's org.
 * @summary Create an objective
 */
export type createObjectiveResponse201 = {
  data: ObjectiveCreatedResponse
  status: 201
}

export type createObjectiveResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createObjectiveResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createObjectiveResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createObjectiveResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createObjectiveResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createObjectiveResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createObjectiveResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createObjectiveResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createObjectiveResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createObjectiveResponseSuccess = (createObjectiveResponse201) & {
  headers: Headers;
};
export type createObjectiveResponseError = (createObjectiveResponse400 | createObjectiveResponse401 | createObjectiveResponse403 | createObjectiveResponse404 | createObjectiveResponse409 | createObjectiveResponse413 | createObjectiveResponse415 | createObjectiveResponse429 | createObjectiveResponse500) & {
  headers: Headers;
};

export type createObjectiveResponse = (createObjectiveResponseSuccess | createObjectiveResponseError)

export const getCreateObjectiveUrl = () => {


  

  return `/api/v1/objectives`
}

/**
 * Create an objective
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f8eb8de2-0af8-411b-b278-616016846b6c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OBJ-5",
 *     "number": 5,
 *     "visionId": "51e65531-7ed7-4784-a18d-505373b318d0",
 *     "title": "Halve onboarding time",
 *     "description": "",
 *     "metricId": null,
 *     "targetOperator": null,
 *   …
 */
export const createObjective = async (createObjectiveBody: CreateObjectiveBody,
    headers?: CreateObjectiveHeaders, options?: RequestInit): Promise<createObjectiveResponse> => {
  
  return sextantFetch<createObjectiveResponse>(getCreateObjectiveUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createObjectiveBody,)
  }
);}


/**
 * Objectives as columns; objectives and non-cancelled opportunities as rows, each listing the objectives it serves with kind primary or supporting. Unpaged.
 * @summary Alignment grid
 */
export type getObjectiveAlignmentResponse200 = {
  data: AlignmentGridResponse
  status: 200
}

export type getObjectiveAlignmentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getObjectiveAlignmentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getObjectiveAlignmentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getObjectiveAlignmentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getObjectiveAlignmentResponseSuccess = (getObjectiveAlignmentResponse200) & {
  headers: Headers;
};
export type getObjectiveAlignmentResponseError = (getObjectiveAlignmentResponse401 | getObjectiveAlignmentResponse403 | getObjectiveAlignmentResponse429 | getObjectiveAlignmentResponse500) & {
  headers: Headers;
};

export type getObjectiveAlignmentResponse = (getObjectiveAlignmentResponseSuccess | getObjectiveAlignmentResponseError)

export const getGetObjectiveAlignmentUrl = () => {


  

  return `/api/v1/objectives/alignment`
}

/**
 * Alignment grid
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "columns": [
 *       {
 *         "id": "5ec527bc-3bbf-4390-a870-b6879393b36f",
 *         "ref": "OBJ-1",
 *         "title": "Increase deploy frequency by year end",
 *         "status": "active",
 *         "visionId": "51e65531-7ed7-4784-a18d-505373b318d0"
 *       },
 *       {
 *   …
 */
export const getObjectiveAlignment = async ( options?: RequestInit): Promise<getObjectiveAlignmentResponse> => {
  
  return sextantFetch<getObjectiveAlignmentResponse>(getGetObjectiveAlignmentUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One objective by UUID or ref OBJ-<n>.
 * @summary Get an objective
 */
export type getObjectiveResponse200 = {
  data: ObjectiveResponse
  status: 200
}

export type getObjectiveResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getObjectiveResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getObjectiveResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getObjectiveResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getObjectiveResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getObjectiveResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getObjectiveResponseSuccess = (getObjectiveResponse200) & {
  headers: Headers;
};
export type getObjectiveResponseError = (getObjectiveResponse400 | getObjectiveResponse401 | getObjectiveResponse403 | getObjectiveResponse404 | getObjectiveResponse429 | getObjectiveResponse500) & {
  headers: Headers;
};

export type getObjectiveResponse = (getObjectiveResponseSuccess | getObjectiveResponseError)

export const getGetObjectiveUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}`
}

/**
 * Get an objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f8eb8de2-0af8-411b-b278-616016846b6c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OBJ-5",
 *     "number": 5,
 *     "visionId": "51e65531-7ed7-4784-a18d-505373b318d0",
 *     "title": "Halve onboarding time",
 *     "description": "",
 *     "metricId": null,
 *     "targetOperator": null,
 *   …
 */
export const getObjective = async (id: string, options?: RequestInit): Promise<getObjectiveResponse> => {
  
  return sextantFetch<getObjectiveResponse>(getGetObjectiveUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits an objective's fields (id: UUID or ref OBJ-4). Moving it to another vision (visionId) re-roots its visionPath and those of the opportunities and tasks beneath it. The metric anchor is changed with setObjectiveMetric.
 * @summary Update an objective
 */
export type updateObjectiveResponse200 = {
  data: ObjectiveSavedResponse
  status: 200
}

export type updateObjectiveResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateObjectiveResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateObjectiveResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateObjectiveResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateObjectiveResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateObjectiveResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateObjectiveResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateObjectiveResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateObjectiveResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateObjectiveResponseSuccess = (updateObjectiveResponse200) & {
  headers: Headers;
};
export type updateObjectiveResponseError = (updateObjectiveResponse400 | updateObjectiveResponse401 | updateObjectiveResponse403 | updateObjectiveResponse404 | updateObjectiveResponse409 | updateObjectiveResponse413 | updateObjectiveResponse415 | updateObjectiveResponse429 | updateObjectiveResponse500) & {
  headers: Headers;
};

export type updateObjectiveResponse = (updateObjectiveResponseSuccess | updateObjectiveResponseError)

export const getUpdateObjectiveUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}`
}

/**
 * Update an objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f8eb8de2-0af8-411b-b278-616016846b6c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OBJ-5",
 *     "number": 5,
 *     "visionId": "51e65531-7ed7-4784-a18d-505373b318d0",
 *     "title": "Halve onboarding time",
 *     "description": "",
 *     "metricId": null,
 *     "targetOperator": null,
 *   …
 */
export const updateObjective = async (id: string,
    updateObjectiveBody: UpdateObjectiveBody,
    headers?: UpdateObjectiveHeaders, options?: RequestInit): Promise<updateObjectiveResponse> => {
  
  return sextantFetch<updateObjectiveResponse>(getUpdateObjectiveUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateObjectiveBody,)
  }
);}


/**
 * Deletes an objective with its alignment and opportunity links; opportunities survive and their visionPath is recomputed. Returns {id, deleted: true}.
 * @summary Delete an objective
 */
export type deleteObjectiveResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteObjectiveResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteObjectiveResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteObjectiveResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteObjectiveResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteObjectiveResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteObjectiveResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteObjectiveResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteObjectiveResponseSuccess = (deleteObjectiveResponse200) & {
  headers: Headers;
};
export type deleteObjectiveResponseError = (deleteObjectiveResponse400 | deleteObjectiveResponse401 | deleteObjectiveResponse403 | deleteObjectiveResponse404 | deleteObjectiveResponse409 | deleteObjectiveResponse429 | deleteObjectiveResponse500) & {
  headers: Headers;
};

export type deleteObjectiveResponse = (deleteObjectiveResponseSuccess | deleteObjectiveResponseError)

export const getDeleteObjectiveUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}`
}

/**
 * Delete an objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "df319c0d-e98b-468e-8e61-177da19e5e16",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "4ca9629e-f569-4d9e-a104-3e814c67ef69",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteObjective = async (id: string,
    headers?: DeleteObjectiveHeaders, options?: RequestInit): Promise<deleteObjectiveResponse> => {
  
  return sextantFetch<deleteObjectiveResponse>(getDeleteObjectiveUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Every opportunity linked to the objective, alphabetical by title, with the link's metadata. Unpaged.
 * @summary List an objective's opportunities
 */
export type listObjectiveOpportunitiesResponse200 = {
  data: ListObjectiveOpportunities200
  status: 200
}

export type listObjectiveOpportunitiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listObjectiveOpportunitiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listObjectiveOpportunitiesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listObjectiveOpportunitiesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listObjectiveOpportunitiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listObjectiveOpportunitiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listObjectiveOpportunitiesResponseSuccess = (listObjectiveOpportunitiesResponse200) & {
  headers: Headers;
};
export type listObjectiveOpportunitiesResponseError = (listObjectiveOpportunitiesResponse400 | listObjectiveOpportunitiesResponse401 | listObjectiveOpportunitiesResponse403 | listObjectiveOpportunitiesResponse404 | listObjectiveOpportunitiesResponse429 | listObjectiveOpportunitiesResponse500) & {
  headers: Headers;
};

export type listObjectiveOpportunitiesResponse = (listObjectiveOpportunitiesResponseSuccess | listObjectiveOpportunitiesResponseError)

export const getListObjectiveOpportunitiesUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}/opportunities`
}

/**
 * List an objective's opportunities
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *       "ref": "OPP-7",
 *       "title": "Guided onboarding checklist",
 *       "state": "backlog",
 *       "teamId": null,
 *       "link": {
 *         "objectiveId": "f8eb8de2-0af8-411b-b278-616016846b6c",
 *         "kind": "primary",
 *   …
 */
export const listObjectiveOpportunities = async (id: string, options?: RequestInit): Promise<listObjectiveOpportunitiesResponse> => {
  
  return sextantFetch<listObjectiveOpportunitiesResponse>(getListObjectiveOpportunitiesUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets or clears the objective's anchor metric. metricId null clears the anchor with its operator, target and start value; otherwise operator and target are required (400 VALIDATION_FAILED naming the missing field).
 * @summary Anchor an objective to a metric
 */
export type setObjectiveMetricResponse200 = {
  data: ObjectiveSavedResponse
  status: 200
}

export type setObjectiveMetricResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setObjectiveMetricResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setObjectiveMetricResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setObjectiveMetricResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setObjectiveMetricResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setObjectiveMetricResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setObjectiveMetricResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setObjectiveMetricResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setObjectiveMetricResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setObjectiveMetricResponseSuccess = (setObjectiveMetricResponse200) & {
  headers: Headers;
};
export type setObjectiveMetricResponseError = (setObjectiveMetricResponse400 | setObjectiveMetricResponse401 | setObjectiveMetricResponse403 | setObjectiveMetricResponse404 | setObjectiveMetricResponse409 | setObjectiveMetricResponse413 | setObjectiveMetricResponse415 | setObjectiveMetricResponse429 | setObjectiveMetricResponse500) & {
  headers: Headers;
};

export type setObjectiveMetricResponse = (setObjectiveMetricResponseSuccess | setObjectiveMetricResponseError)

export const getSetObjectiveMetricUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}/set-metric`
}

/**
 * Anchor an objective to a metric
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f8eb8de2-0af8-411b-b278-616016846b6c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OBJ-5",
 *     "number": 5,
 *     "visionId": "51e65531-7ed7-4784-a18d-505373b318d0",
 *     "title": "Halve onboarding time",
 *     "description": "",
 *     "metricId": "bd2a8cb5-49eb-4078-bf69-2b7c20e9d4c1",
 *     "targetOperator": "gte",
 *   …
 */
export const setObjectiveMetric = async (id: string,
    setObjectiveMetricBody: SetObjectiveMetricBody,
    headers?: SetObjectiveMetricHeaders, options?: RequestInit): Promise<setObjectiveMetricResponse> => {
  
  return sextantFetch<setObjectiveMetricResponse>(getSetObjectiveMetricUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setObjectiveMetricBody,)
  }
);}


/**
 * Primary parent, primary children, supported objectives (alsoServes) and supporting objectives (supportedBy). Unpaged.
 * @summary An objective's nesting
 */
export type getObjectiveNestingResponse200 = {
  data: ObjectiveNestingResponse
  status: 200
}

export type getObjectiveNestingResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getObjectiveNestingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getObjectiveNestingResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getObjectiveNestingResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getObjectiveNestingResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getObjectiveNestingResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getObjectiveNestingResponseSuccess = (getObjectiveNestingResponse200) & {
  headers: Headers;
};
export type getObjectiveNestingResponseError = (getObjectiveNestingResponse400 | getObjectiveNestingResponse401 | getObjectiveNestingResponse403 | getObjectiveNestingResponse404 | getObjectiveNestingResponse429 | getObjectiveNestingResponse500) & {
  headers: Headers;
};

export type getObjectiveNestingResponse = (getObjectiveNestingResponseSuccess | getObjectiveNestingResponseError)

export const getGetObjectiveNestingUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}/nesting`
}

/**
 * An objective's nesting
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "parent": null,
 *     "children": [],
 *     "alsoServes": [],
 *     "supportedBy": []
 *   },
 *   "meta": {
 *     "requestId": "0cb13a84-1eab-453d-a4c8-a3da8a3f84f6",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   …
 */
export const getObjectiveNesting = async (id: string, options?: RequestInit): Promise<getObjectiveNestingResponse> => {
  
  return sextantFetch<getObjectiveNestingResponse>(getGetObjectiveNestingUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets the link from this objective to parentId as primary or supporting, or removes it (kind null). Nesting is one level deep: an objective has at most one primary parent (a second is 409 ALREADY_EXISTS), a sub-objective cannot be a parent and an objective with children cannot become a sub-objective (422). Returns the objective's nesting.
 * @summary Link an objective to a parent objective
 */
export type setObjectiveAlignmentLinkResponse200 = {
  data: ObjectiveNestingSavedResponse
  status: 200
}

export type setObjectiveAlignmentLinkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setObjectiveAlignmentLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setObjectiveAlignmentLinkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setObjectiveAlignmentLinkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setObjectiveAlignmentLinkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setObjectiveAlignmentLinkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setObjectiveAlignmentLinkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setObjectiveAlignmentLinkResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type setObjectiveAlignmentLinkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setObjectiveAlignmentLinkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setObjectiveAlignmentLinkResponseSuccess = (setObjectiveAlignmentLinkResponse200) & {
  headers: Headers;
};
export type setObjectiveAlignmentLinkResponseError = (setObjectiveAlignmentLinkResponse400 | setObjectiveAlignmentLinkResponse401 | setObjectiveAlignmentLinkResponse403 | setObjectiveAlignmentLinkResponse404 | setObjectiveAlignmentLinkResponse409 | setObjectiveAlignmentLinkResponse413 | setObjectiveAlignmentLinkResponse415 | setObjectiveAlignmentLinkResponse422 | setObjectiveAlignmentLinkResponse429 | setObjectiveAlignmentLinkResponse500) & {
  headers: Headers;
};

export type setObjectiveAlignmentLinkResponse = (setObjectiveAlignmentLinkResponseSuccess | setObjectiveAlignmentLinkResponseError)

export const getSetObjectiveAlignmentLinkUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}/set-alignment-link`
}

/**
 * Link an objective to a parent objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "parent": null,
 *     "children": [],
 *     "alsoServes": [
 *       {
 *         "id": "9600136b-e2fb-4333-9ef7-02af5e3c1b97",
 *         "ref": "OBJ-2",
 *         "title": "Stabilise week-one activation rate",
 *         "status": "active",
 *         "visionId": "ad3b4c7b-eecc-4542-b125-2ab7bd7bc9d9"
 *   …
 */
export const setObjectiveAlignmentLink = async (id: string,
    setObjectiveAlignmentLinkBody: SetObjectiveAlignmentLinkBody,
    headers?: SetObjectiveAlignmentLinkHeaders, options?: RequestInit): Promise<setObjectiveAlignmentLinkResponse> => {
  
  return sextantFetch<setObjectiveAlignmentLinkResponse>(getSetObjectiveAlignmentLinkUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setObjectiveAlignmentLinkBody,)
  }
);}


/**
 * Open customer insights with an impact on the objective, by committed date (undated last): each with the estimated delta, the date committed to the customer, the linked work and conditionStatus (no_work, in_progress, delivered, broken). Unpaged.
 * @summary List customer claims on an objective
 */
export type listObjectiveClaimsResponse200 = {
  data: ClaimListResponse
  status: 200
}

export type listObjectiveClaimsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listObjectiveClaimsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listObjectiveClaimsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listObjectiveClaimsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listObjectiveClaimsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listObjectiveClaimsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listObjectiveClaimsResponseSuccess = (listObjectiveClaimsResponse200) & {
  headers: Headers;
};
export type listObjectiveClaimsResponseError = (listObjectiveClaimsResponse400 | listObjectiveClaimsResponse401 | listObjectiveClaimsResponse403 | listObjectiveClaimsResponse404 | listObjectiveClaimsResponse429 | listObjectiveClaimsResponse500) & {
  headers: Headers;
};

export type listObjectiveClaimsResponse = (listObjectiveClaimsResponseSuccess | listObjectiveClaimsResponseError)

export const getListObjectiveClaimsUrl = (id: string,) => {


  

  return `/api/v1/objectives/${id}/claims`
}

/**
 * List customer claims on an objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "5190ebd5-def3-489b-8686-067097419d7f",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listObjectiveClaims = async (id: string, options?: RequestInit): Promise<listObjectiveClaimsResponse> => {
  
  return sextantFetch<listObjectiveClaimsResponse>(getListObjectiveClaimsUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


