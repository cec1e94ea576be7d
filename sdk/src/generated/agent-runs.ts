/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AgentRunCreatedResponse,
  AgentRunListResponse,
  AgentRunResponse,
  AgentRunSavedResponse,
  BadRequestResponse,
  CancelAgentRunHeaders,
  ConflictResponse,
  CreateAgentRunBody,
  CreateAgentRunHeaders,
  ForbiddenResponse,
  InternalErrorResponse,
  ListAgentRunsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateAgentRunBody,
  UpdateAgentRunHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Agent runs of one task or of one integration, newest first: exactly one of taskId or integrationId (both or neither is 400). Filter: status. Paged.
 * @summary List agent runs
 */
export type listAgentRunsResponse200 = {
  data: AgentRunListResponse
  status: 200
}

export type listAgentRunsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listAgentRunsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listAgentRunsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listAgentRunsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listAgentRunsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listAgentRunsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listAgentRunsResponseSuccess = (listAgentRunsResponse200) & {
  headers: Headers;
};
export type listAgentRunsResponseError = (listAgentRunsResponse400 | listAgentRunsResponse401 | listAgentRunsResponse403 | listAgentRunsResponse404 | listAgentRunsResponse429 | listAgentRunsResponse500) & {
  headers: Headers;
};

export type listAgentRunsResponse = (listAgentRunsResponseSuccess | listAgentRunsResponseError)

export const getListAgentRunsUrl = (params?: ListAgentRunsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/agent-runs?${stringifiedParams}` : `/api/v1/agent-runs`
}

/**
 * List agent runs
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "616c23c7-d33e-4663-94c4-0dc3a06b5ef0",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listAgentRuns = async (params?: ListAgentRunsParams, options?: RequestInit): Promise<listAgentRunsResponse> => {
  
  return sextantFetch<listAgentRunsResponse>(getListAgentRunsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Records a coding agent's run on a task (so an agent reports its own work): {taskId, provider, status (queued or running; default queued), summary, url, externalId}. Needs task:update.
 * @summary Report an agent run
 */
export type createAgentRunResponse201 = {
  data: AgentRunCreatedResponse
  status: 201
}

export type createAgentRunResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createAgentRunResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createAgentRunResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createAgentRunResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createAgentRunResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createAgentRunResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createAgentRunResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createAgentRunResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createAgentRunResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createAgentRunResponseSuccess = (createAgentRunResponse201) & {
  headers: Headers;
};
export type createAgentRunResponseError = (createAgentRunResponse400 | createAgentRunResponse401 | createAgentRunResponse403 | createAgentRunResponse404 | createAgentRunResponse409 | createAgentRunResponse413 | createAgentRunResponse415 | createAgentRunResponse429 | createAgentRunResponse500) & {
  headers: Headers;
};

export type createAgentRunResponse = (createAgentRunResponseSuccess | createAgentRunResponseError)

export const getCreateAgentRunUrl = () => {


  

  return `/api/v1/agent-runs`
}

/**
 * Report an agent run
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "52f62d43-a780-4483-a7cd-588ddba2017d",
 *     "taskId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "taskRef": "BIL-1",
 *     "integrationId": null,
 *     "provider": "claude-code",
 *     "status": "running",
 *     "summary": "Reproducing the failing checkout test",
 *     "url": null,
 *     "externalId": "run_8f2c",
 *   …
 */
export const createAgentRun = async (createAgentRunBody: CreateAgentRunBody,
    headers?: CreateAgentRunHeaders, options?: RequestInit): Promise<createAgentRunResponse> => {
  
  return sextantFetch<createAgentRunResponse>(getCreateAgentRunUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createAgentRunBody,)
  }
);}


/**
 * One agent run.
 * @summary Get an agent run
 */
export type getAgentRunResponse200 = {
  data: AgentRunResponse
  status: 200
}

export type getAgentRunResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getAgentRunResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getAgentRunResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getAgentRunResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getAgentRunResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getAgentRunResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getAgentRunResponseSuccess = (getAgentRunResponse200) & {
  headers: Headers;
};
export type getAgentRunResponseError = (getAgentRunResponse400 | getAgentRunResponse401 | getAgentRunResponse403 | getAgentRunResponse404 | getAgentRunResponse429 | getAgentRunResponse500) & {
  headers: Headers;
};

export type getAgentRunResponse = (getAgentRunResponseSuccess | getAgentRunResponseError)

export const getGetAgentRunUrl = (id: string,) => {


  

  return `/api/v1/agent-runs/${id}`
}

/**
 * Get an agent run
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "52f62d43-a780-4483-a7cd-588ddba2017d",
 *     "taskId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "taskRef": "BIL-1",
 *     "integrationId": null,
 *     "provider": "claude-code",
 *     "status": "running",
 *     "summary": "Reproducing the failing checkout test",
 *     "url": null,
 *     "externalId": "run_8f2c",
 *   …
 */
export const getAgentRun = async (id: string, options?: RequestInit): Promise<getAgentRunResponse> => {
  
  return sextantFetch<getAgentRunResponse>(getGetAgentRunUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Moves an agent run along its statuses, or changes its summary, url or externalId: queued → running | failed | cancelled, running → succeeded | failed | cancelled. Entering running sets startedAt, a final status (succeeded, failed, cancelled) sets finishedAt. A final run cannot change status (409 INVALID_STATE_TRANSITION with data {from, to, allowed}); sending the status the run already has is a no-op. summary, url and externalId may be changed at any time, final runs included (an agent often adds the pull request's url after it finished). Needs task:update.
 * @summary Update an agent run
 */
export type updateAgentRunResponse200 = {
  data: AgentRunSavedResponse
  status: 200
}

export type updateAgentRunResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateAgentRunResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateAgentRunResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateAgentRunResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateAgentRunResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateAgentRunResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateAgentRunResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateAgentRunResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateAgentRunResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateAgentRunResponseSuccess = (updateAgentRunResponse200) & {
  headers: Headers;
};
export type updateAgentRunResponseError = (updateAgentRunResponse400 | updateAgentRunResponse401 | updateAgentRunResponse403 | updateAgentRunResponse404 | updateAgentRunResponse409 | updateAgentRunResponse413 | updateAgentRunResponse415 | updateAgentRunResponse429 | updateAgentRunResponse500) & {
  headers: Headers;
};

export type updateAgentRunResponse = (updateAgentRunResponseSuccess | updateAgentRunResponseError)

export const getUpdateAgentRunUrl = (id: string,) => {


  

  return `/api/v1/agent-runs/${id}`
}

/**
 * Update an agent run
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "52f62d43-a780-4483-a7cd-588ddba2017d",
 *     "taskId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "taskRef": "BIL-1",
 *     "integrationId": null,
 *     "provider": "claude-code",
 *     "status": "succeeded",
 *     "summary": "Fixed the rounding in the tax step; PR opened.",
 *     "url": null,
 *     "externalId": "run_8f2c",
 *   …
 */
export const updateAgentRun = async (id: string,
    updateAgentRunBody: UpdateAgentRunBody,
    headers?: UpdateAgentRunHeaders, options?: RequestInit): Promise<updateAgentRunResponse> => {
  
  return sextantFetch<updateAgentRunResponse>(getUpdateAgentRunUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateAgentRunBody,)
  }
);}


/**
 * Cancels a queued or running agent run: status cancelled, finishedAt set, and its integration's provider is told, best effort: one outbound row of the integration's ledger (GET /integrations/{id}/events), kind agent_run.cancel, dedup key cancel:<runId>; GitHub has no API to cancel an agent run, so for a GitHub integration that row is skipped and the run is cancelled in Sextant only. A finished run is returned unchanged (200).
 * @summary Cancel an agent run
 */
export type cancelAgentRunResponse200 = {
  data: AgentRunSavedResponse
  status: 200
}

export type cancelAgentRunResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type cancelAgentRunResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type cancelAgentRunResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type cancelAgentRunResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type cancelAgentRunResponse409 = {
  data: ConflictResponse
  status: 409
}

export type cancelAgentRunResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type cancelAgentRunResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type cancelAgentRunResponseSuccess = (cancelAgentRunResponse200) & {
  headers: Headers;
};
export type cancelAgentRunResponseError = (cancelAgentRunResponse400 | cancelAgentRunResponse401 | cancelAgentRunResponse403 | cancelAgentRunResponse404 | cancelAgentRunResponse409 | cancelAgentRunResponse429 | cancelAgentRunResponse500) & {
  headers: Headers;
};

export type cancelAgentRunResponse = (cancelAgentRunResponseSuccess | cancelAgentRunResponseError)

export const getCancelAgentRunUrl = (id: string,) => {


  

  return `/api/v1/agent-runs/${id}/cancel`
}

/**
 * Cancel an agent run
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "52f62d43-a780-4483-a7cd-588ddba2017d",
 *     "taskId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "taskRef": "BIL-1",
 *     "integrationId": null,
 *     "provider": "claude-code",
 *     "status": "succeeded",
 *     "summary": "Fixed the rounding in the tax step; PR opened.",
 *     "url": null,
 *     "externalId": "run_8f2c",
 *   …
 */
export const cancelAgentRun = async (id: string,
    headers?: CancelAgentRunHeaders, options?: RequestInit): Promise<cancelAgentRunResponse> => {
  
  return sextantFetch<cancelAgentRunResponse>(getCancelAgentRunUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


