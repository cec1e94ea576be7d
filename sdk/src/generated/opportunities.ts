/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AddOpportunityPrototype201,
  AddOpportunityPrototypeBody,
  AddOpportunityPrototypeHeaders,
  ApplyOpportunityPrdTemplateBody,
  ApplyOpportunityPrdTemplateHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateOpportunityBody,
  CreateOpportunityHeaders,
  CreateOpportunityObjectiveLinkBody,
  CreateOpportunityObjectiveLinkHeaders,
  CreateOpportunityPhaseBody,
  CreateOpportunityPhaseHeaders,
  DeleteOpportunityHeaders,
  DeleteOpportunityObjectiveLinkHeaders,
  DeleteOpportunityPhaseHeaders,
  DeleteOpportunityScoreHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  GetOpportunityUnphasedTaskCount200,
  HandoffOpportunityPhaseBody,
  HandoffOpportunityPhaseHeaders,
  InternalErrorResponse,
  ListOpportunitiesParams,
  ListOpportunityPhasesParams,
  ListOpportunityRisks200,
  ListOpportunityTasksParams,
  ListOpportunityUpdatesParams,
  ListScoringCriteria200,
  NotFoundResponse,
  OpportunityContextResponse,
  OpportunityCreatedResponse,
  OpportunityListResponse,
  OpportunityPhaseCreatedResponse,
  OpportunityPhaseListResponse,
  OpportunityPhaseSavedResponse,
  OpportunityResponse,
  OpportunityRiskSavedResponse,
  OpportunitySavedResponse,
  OpportunityUpdateCreatedResponse,
  OpportunityUpdateListResponse,
  PayloadTooLargeResponse,
  PhaseHandoffSavedResponse,
  PostOpportunityUpdateBody,
  PostOpportunityUpdateHeaders,
  PrdSynthesisSavedResponse,
  RejectOpportunityBody,
  RejectOpportunityHeaders,
  RemoveOpportunityPrototype200,
  RemoveOpportunityPrototypeHeaders,
  RemoveOpportunityPrototypeParams,
  ReorderOpportunityPhases200,
  ReorderOpportunityPhasesBody,
  ReorderOpportunityPhasesHeaders,
  ScorecardResponse,
  ScorecardSavedResponse,
  SetOpportunityRiskVoteBody,
  SetOpportunityRiskVoteHeaders,
  SetOpportunityScoreBody,
  SetOpportunityScoreHeaders,
  SetOpportunityStateBody,
  SetOpportunityStateHeaders,
  SynthesizeOpportunityPrdBody,
  SynthesizeOpportunityPrdHeaders,
  TaskListResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse,
  UpdateOpportunityBody,
  UpdateOpportunityHeaders,
  UpdateOpportunityObjectiveLinkBody,
  UpdateOpportunityObjectiveLinkHeaders,
  UpdateOpportunityPhaseBody,
  UpdateOpportunityPhaseHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Opportunities by number. state filters by lifecycle state; status is its alias and also takes the earlier revision's values (draft, under_review and approved mean backlog; complete and measured mean completed; rejected means cancelled). Paged.
 * @summary List opportunities
 */
export type listOpportunitiesResponse200 = {
  data: OpportunityListResponse
  status: 200
}

export type listOpportunitiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listOpportunitiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listOpportunitiesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listOpportunitiesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listOpportunitiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listOpportunitiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listOpportunitiesResponseSuccess = (listOpportunitiesResponse200) & {
  headers: Headers;
};
export type listOpportunitiesResponseError = (listOpportunitiesResponse400 | listOpportunitiesResponse401 | listOpportunitiesResponse403 | listOpportunitiesResponse404 | listOpportunitiesResponse429 | listOpportunitiesResponse500) & {
  headers: Headers;
};

export type listOpportunitiesResponse = (listOpportunitiesResponseSuccess | listOpportunitiesResponseError)

export const getListOpportunitiesUrl = (params?: ListOpportunitiesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/opportunities?${stringifiedParams}` : `/api/v1/opportunities`
}

/**
 * List opportunities
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "ac8c945c-4142-4f9a-9efa-4528f74aec71",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "OPP-1",
 *       "number": 1,
 *       "title": "Harden the onboarding flow on iOS",
 *       "description": "New users drop off at the usage reports step during onboarding. Coordinate the rollout with support and customer success.",
 *       "content": "",
 *       "estimatedCost": null,
 *   …
 */
export const listOpportunities = async (params?: ListOpportunitiesParams, options?: RequestInit): Promise<listOpportunitiesResponse> => {
  
  return sextantFetch<listOpportunitiesResponse>(getListOpportunitiesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates an opportunity in initialState (default backlog), optionally linked to objectives (the first link is primary unless one says otherwise). 404 when a lead, team or objective is not in the caller's org.
 * @summary Create an opportunity
 */
export type createOpportunityResponse201 = {
  data: OpportunityCreatedResponse
  status: 201
}

export type createOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createOpportunityResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createOpportunityResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createOpportunityResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createOpportunityResponseSuccess = (createOpportunityResponse201) & {
  headers: Headers;
};
export type createOpportunityResponseError = (createOpportunityResponse400 | createOpportunityResponse401 | createOpportunityResponse403 | createOpportunityResponse404 | createOpportunityResponse409 | createOpportunityResponse413 | createOpportunityResponse415 | createOpportunityResponse429 | createOpportunityResponse500) & {
  headers: Headers;
};

export type createOpportunityResponse = (createOpportunityResponseSuccess | createOpportunityResponseError)

export const getCreateOpportunityUrl = () => {


  

  return `/api/v1/opportunities`
}

/**
 * Create an opportunity
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "",
 *     "content": "",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const createOpportunity = async (createOpportunityBody: CreateOpportunityBody,
    headers?: CreateOpportunityHeaders, options?: RequestInit): Promise<createOpportunityResponse> => {
  
  return sextantFetch<createOpportunityResponse>(getCreateOpportunityUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createOpportunityBody,)
  }
);}


/**
 * One opportunity by UUID or ref OPP-<n>.
 * @summary Get an opportunity
 */
export type getOpportunityResponse200 = {
  data: OpportunityResponse
  status: 200
}

export type getOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpportunityResponseSuccess = (getOpportunityResponse200) & {
  headers: Headers;
};
export type getOpportunityResponseError = (getOpportunityResponse400 | getOpportunityResponse401 | getOpportunityResponse403 | getOpportunityResponse404 | getOpportunityResponse429 | getOpportunityResponse500) & {
  headers: Headers;
};

export type getOpportunityResponse = (getOpportunityResponseSuccess | getOpportunityResponseError)

export const getGetOpportunityUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}`
}

/**
 * Get an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "",
 *     "content": "",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const getOpportunity = async (id: string, options?: RequestInit): Promise<getOpportunityResponse> => {
  
  return sextantFetch<getOpportunityResponse>(getGetOpportunityUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits an opportunity's fields; prd is an alias of content. No lifecycle moves here: use setOpportunityState.
 * @summary Update an opportunity
 */
export type updateOpportunityResponse200 = {
  data: OpportunitySavedResponse
  status: 200
}

export type updateOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateOpportunityResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateOpportunityResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateOpportunityResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateOpportunityResponseSuccess = (updateOpportunityResponse200) & {
  headers: Headers;
};
export type updateOpportunityResponseError = (updateOpportunityResponse400 | updateOpportunityResponse401 | updateOpportunityResponse403 | updateOpportunityResponse404 | updateOpportunityResponse409 | updateOpportunityResponse413 | updateOpportunityResponse415 | updateOpportunityResponse429 | updateOpportunityResponse500) & {
  headers: Headers;
};

export type updateOpportunityResponse = (updateOpportunityResponseSuccess | updateOpportunityResponseError)

export const getUpdateOpportunityUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}`
}

/**
 * Update an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const updateOpportunity = async (id: string,
    updateOpportunityBody: UpdateOpportunityBody,
    headers?: UpdateOpportunityHeaders, options?: RequestInit): Promise<updateOpportunityResponse> => {
  
  return sextantFetch<updateOpportunityResponse>(getUpdateOpportunityUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateOpportunityBody,)
  }
);}


/**
 * Deletes an opportunity and its objective links; its tasks survive as orphan tasks. Returns {id, deleted: true}.
 * @summary Delete an opportunity
 */
export type deleteOpportunityResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteOpportunityResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteOpportunityResponseSuccess = (deleteOpportunityResponse200) & {
  headers: Headers;
};
export type deleteOpportunityResponseError = (deleteOpportunityResponse400 | deleteOpportunityResponse401 | deleteOpportunityResponse403 | deleteOpportunityResponse404 | deleteOpportunityResponse409 | deleteOpportunityResponse429 | deleteOpportunityResponse500) & {
  headers: Headers;
};

export type deleteOpportunityResponse = (deleteOpportunityResponseSuccess | deleteOpportunityResponseError)

export const getDeleteOpportunityUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}`
}

/**
 * Delete an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "41d9744e-06c5-4dca-a532-ccf15eb0aed1",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "ae5c7f49-b39a-415f-a3ab-9e00b2010769",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteOpportunity = async (id: string,
    headers?: DeleteOpportunityHeaders, options?: RequestInit): Promise<deleteOpportunityResponse> => {
  
  return sextantFetch<deleteOpportunityResponse>(getDeleteOpportunityUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The opportunity's tasks by number. Paged.
 * @summary List an opportunity's tasks
 */
export type listOpportunityTasksResponse200 = {
  data: TaskListResponse
  status: 200
}

export type listOpportunityTasksResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listOpportunityTasksResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listOpportunityTasksResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listOpportunityTasksResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listOpportunityTasksResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listOpportunityTasksResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listOpportunityTasksResponseSuccess = (listOpportunityTasksResponse200) & {
  headers: Headers;
};
export type listOpportunityTasksResponseError = (listOpportunityTasksResponse400 | listOpportunityTasksResponse401 | listOpportunityTasksResponse403 | listOpportunityTasksResponse404 | listOpportunityTasksResponse429 | listOpportunityTasksResponse500) & {
  headers: Headers;
};

export type listOpportunityTasksResponse = (listOpportunityTasksResponseSuccess | listOpportunityTasksResponseError)

export const getListOpportunityTasksUrl = (id: string,
    params?: ListOpportunityTasksParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/opportunities/${id}/tasks?${stringifiedParams}` : `/api/v1/opportunities/${id}/tasks`
}

/**
 * List an opportunity's tasks
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "BIL-7",
 *       "number": 7,
 *       "title": "Add a retry budget to the payment webhooks",
 *       "description": "Retries of failed payment webhooks pile up during provider outages.",
 *       "content": "",
 *       "status": "backlog",
 *   …
 */
export const listOpportunityTasks = async (id: string,
    params?: ListOpportunityTasksParams, options?: RequestInit): Promise<listOpportunityTasksResponse> => {
  
  return sextantFetch<listOpportunityTasksResponse>(getListOpportunityTasksUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets state to backlog, in_progress or completed. Setting the current state, or moving a cancelled opportunity, is 409 INVALID_STATE_TRANSITION with error.data {from, to, allowed}. With a template (workflowId), in_progress activates or resumes its step, backlog pauses it and completed lands on the Completed step. Rejections go through rejectOpportunity.
 * @summary Move an opportunity through its lifecycle
 */
export type setOpportunityStateResponse200 = {
  data: OpportunitySavedResponse
  status: 200
}

export type setOpportunityStateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setOpportunityStateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setOpportunityStateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setOpportunityStateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setOpportunityStateResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setOpportunityStateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setOpportunityStateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setOpportunityStateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setOpportunityStateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setOpportunityStateResponseSuccess = (setOpportunityStateResponse200) & {
  headers: Headers;
};
export type setOpportunityStateResponseError = (setOpportunityStateResponse400 | setOpportunityStateResponse401 | setOpportunityStateResponse403 | setOpportunityStateResponse404 | setOpportunityStateResponse409 | setOpportunityStateResponse413 | setOpportunityStateResponse415 | setOpportunityStateResponse429 | setOpportunityStateResponse500) & {
  headers: Headers;
};

export type setOpportunityStateResponse = (setOpportunityStateResponseSuccess | setOpportunityStateResponseError)

export const getSetOpportunityStateUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/set-state`
}

/**
 * Move an opportunity through its lifecycle
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "## Problem\n\n## Outcome\n\n## Risks\n",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const setOpportunityState = async (id: string,
    setOpportunityStateBody: SetOpportunityStateBody,
    headers?: SetOpportunityStateHeaders, options?: RequestInit): Promise<setOpportunityStateResponse> => {
  
  return sextantFetch<setOpportunityStateResponse>(getSetOpportunityStateUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setOpportunityStateBody,)
  }
);}


/**
 * Rejects a live opportunity with a category (no_demand, not_aligned, not_viable, not_now, duplicate, other) and a reason: its state becomes cancelled; with a template, the remaining steps are skipped and the instance lands on the Cancelled step. The decision (category, reason, who) is recorded in its activity log, as a system comment on its thread and in the org's system room. A cancelled opportunity is refused (409) and has no lifecycle moves afterwards.
 * @summary Reject an opportunity
 */
export type rejectOpportunityResponse200 = {
  data: OpportunitySavedResponse
  status: 200
}

export type rejectOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type rejectOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type rejectOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type rejectOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type rejectOpportunityResponse409 = {
  data: ConflictResponse
  status: 409
}

export type rejectOpportunityResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type rejectOpportunityResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type rejectOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type rejectOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type rejectOpportunityResponseSuccess = (rejectOpportunityResponse200) & {
  headers: Headers;
};
export type rejectOpportunityResponseError = (rejectOpportunityResponse400 | rejectOpportunityResponse401 | rejectOpportunityResponse403 | rejectOpportunityResponse404 | rejectOpportunityResponse409 | rejectOpportunityResponse413 | rejectOpportunityResponse415 | rejectOpportunityResponse429 | rejectOpportunityResponse500) & {
  headers: Headers;
};

export type rejectOpportunityResponse = (rejectOpportunityResponseSuccess | rejectOpportunityResponseError)

export const getRejectOpportunityUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/reject-via-template`
}

/**
 * Reject an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "## Problem\n\n## Outcome\n\n## Risks\n",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const rejectOpportunity = async (id: string,
    rejectOpportunityBody: RejectOpportunityBody,
    headers?: RejectOpportunityHeaders, options?: RequestInit): Promise<rejectOpportunityResponse> => {
  
  return sextantFetch<rejectOpportunityResponse>(getRejectOpportunityUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      rejectOpportunityBody,)
  }
);}


/**
 * Writes a PRD template's content into the opportunity's PRD (content): mode replace (default) replaces it, append adds the template after the current PRD separated by a blank line. Records the template as prdTemplateId. The template must be org-wide or one of your teams'. Returns the opportunity.
 * @summary Apply a PRD template to an opportunity
 */
export type applyOpportunityPrdTemplateResponse200 = {
  data: OpportunitySavedResponse
  status: 200
}

export type applyOpportunityPrdTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type applyOpportunityPrdTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type applyOpportunityPrdTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type applyOpportunityPrdTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type applyOpportunityPrdTemplateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type applyOpportunityPrdTemplateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type applyOpportunityPrdTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type applyOpportunityPrdTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type applyOpportunityPrdTemplateResponseSuccess = (applyOpportunityPrdTemplateResponse200) & {
  headers: Headers;
};
export type applyOpportunityPrdTemplateResponseError = (applyOpportunityPrdTemplateResponse400 | applyOpportunityPrdTemplateResponse401 | applyOpportunityPrdTemplateResponse403 | applyOpportunityPrdTemplateResponse404 | applyOpportunityPrdTemplateResponse413 | applyOpportunityPrdTemplateResponse415 | applyOpportunityPrdTemplateResponse429 | applyOpportunityPrdTemplateResponse500) & {
  headers: Headers;
};

export type applyOpportunityPrdTemplateResponse = (applyOpportunityPrdTemplateResponseSuccess | applyOpportunityPrdTemplateResponseError)

export const getApplyOpportunityPrdTemplateUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/apply-prd-template`
}

/**
 * Apply a PRD template to an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "## Problem\n\n## Outcome\n\n## Risks\n",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const applyOpportunityPrdTemplate = async (id: string,
    applyOpportunityPrdTemplateBody: ApplyOpportunityPrdTemplateBody,
    headers?: ApplyOpportunityPrdTemplateHeaders, options?: RequestInit): Promise<applyOpportunityPrdTemplateResponse> => {
  
  return sextantFetch<applyOpportunityPrdTemplateResponse>(getApplyOpportunityPrdTemplateUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      applyOpportunityPrdTemplateBody,)
  }
);}


/**
 * Links the opportunity to an objective. kind defaults to primary when the opportunity has no primary link, else supporting; a new primary link demotes the old one. Linking twice is 409 ALREADY_EXISTS. Returns the opportunity (201).
 * @summary Link an opportunity to an objective
 */
export type createOpportunityObjectiveLinkResponse201 = {
  data: OpportunityCreatedResponse
  status: 201
}

export type createOpportunityObjectiveLinkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createOpportunityObjectiveLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createOpportunityObjectiveLinkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createOpportunityObjectiveLinkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createOpportunityObjectiveLinkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createOpportunityObjectiveLinkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createOpportunityObjectiveLinkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createOpportunityObjectiveLinkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createOpportunityObjectiveLinkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createOpportunityObjectiveLinkResponseSuccess = (createOpportunityObjectiveLinkResponse201) & {
  headers: Headers;
};
export type createOpportunityObjectiveLinkResponseError = (createOpportunityObjectiveLinkResponse400 | createOpportunityObjectiveLinkResponse401 | createOpportunityObjectiveLinkResponse403 | createOpportunityObjectiveLinkResponse404 | createOpportunityObjectiveLinkResponse409 | createOpportunityObjectiveLinkResponse413 | createOpportunityObjectiveLinkResponse415 | createOpportunityObjectiveLinkResponse429 | createOpportunityObjectiveLinkResponse500) & {
  headers: Headers;
};

export type createOpportunityObjectiveLinkResponse = (createOpportunityObjectiveLinkResponseSuccess | createOpportunityObjectiveLinkResponseError)

export const getCreateOpportunityObjectiveLinkUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/link-objective`
}

/**
 * Link an opportunity to an objective
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "## Problem\n\n## Outcome\n\n## Risks\n",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const createOpportunityObjectiveLink = async (id: string,
    createOpportunityObjectiveLinkBody: CreateOpportunityObjectiveLinkBody,
    headers?: CreateOpportunityObjectiveLinkHeaders, options?: RequestInit): Promise<createOpportunityObjectiveLinkResponse> => {
  
  return sextantFetch<createOpportunityObjectiveLinkResponse>(getCreateOpportunityObjectiveLinkUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createOpportunityObjectiveLinkBody,)
  }
);}


/**
 * Re-points the link from objectiveId to newObjectiveId, keeping its kind. Returns the opportunity.
 * @summary Move an objective link
 */
export type updateOpportunityObjectiveLinkResponse200 = {
  data: OpportunitySavedResponse
  status: 200
}

export type updateOpportunityObjectiveLinkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateOpportunityObjectiveLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateOpportunityObjectiveLinkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateOpportunityObjectiveLinkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateOpportunityObjectiveLinkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateOpportunityObjectiveLinkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateOpportunityObjectiveLinkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateOpportunityObjectiveLinkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateOpportunityObjectiveLinkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateOpportunityObjectiveLinkResponseSuccess = (updateOpportunityObjectiveLinkResponse200) & {
  headers: Headers;
};
export type updateOpportunityObjectiveLinkResponseError = (updateOpportunityObjectiveLinkResponse400 | updateOpportunityObjectiveLinkResponse401 | updateOpportunityObjectiveLinkResponse403 | updateOpportunityObjectiveLinkResponse404 | updateOpportunityObjectiveLinkResponse409 | updateOpportunityObjectiveLinkResponse413 | updateOpportunityObjectiveLinkResponse415 | updateOpportunityObjectiveLinkResponse429 | updateOpportunityObjectiveLinkResponse500) & {
  headers: Headers;
};

export type updateOpportunityObjectiveLinkResponse = (updateOpportunityObjectiveLinkResponseSuccess | updateOpportunityObjectiveLinkResponseError)

export const getUpdateOpportunityObjectiveLinkUrl = (id: string,
    objectiveId: string,) => {


  

  return `/api/v1/opportunities/${id}/link-objective/${objectiveId}`
}

/**
 * Move an objective link
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const updateOpportunityObjectiveLink = async (id: string,
    objectiveId: string,
    updateOpportunityObjectiveLinkBody: UpdateOpportunityObjectiveLinkBody,
    headers?: UpdateOpportunityObjectiveLinkHeaders, options?: RequestInit): Promise<updateOpportunityObjectiveLinkResponse> => {
  
  return sextantFetch<updateOpportunityObjectiveLinkResponse>(getUpdateOpportunityObjectiveLinkUrl(id,objectiveId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateOpportunityObjectiveLinkBody,)
  }
);}


/**
 * Removes the link; if it was primary, the oldest remaining link becomes primary. Returns the opportunity.
 * @summary Unlink an opportunity from an objective
 */
export type deleteOpportunityObjectiveLinkResponse200 = {
  data: OpportunitySavedResponse
  status: 200
}

export type deleteOpportunityObjectiveLinkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteOpportunityObjectiveLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteOpportunityObjectiveLinkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteOpportunityObjectiveLinkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteOpportunityObjectiveLinkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteOpportunityObjectiveLinkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteOpportunityObjectiveLinkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteOpportunityObjectiveLinkResponseSuccess = (deleteOpportunityObjectiveLinkResponse200) & {
  headers: Headers;
};
export type deleteOpportunityObjectiveLinkResponseError = (deleteOpportunityObjectiveLinkResponse400 | deleteOpportunityObjectiveLinkResponse401 | deleteOpportunityObjectiveLinkResponse403 | deleteOpportunityObjectiveLinkResponse404 | deleteOpportunityObjectiveLinkResponse409 | deleteOpportunityObjectiveLinkResponse429 | deleteOpportunityObjectiveLinkResponse500) & {
  headers: Headers;
};

export type deleteOpportunityObjectiveLinkResponse = (deleteOpportunityObjectiveLinkResponseSuccess | deleteOpportunityObjectiveLinkResponseError)

export const getDeleteOpportunityObjectiveLinkUrl = (id: string,
    objectiveId: string,) => {


  

  return `/api/v1/opportunities/${id}/link-objective/${objectiveId}`
}

/**
 * Unlink an opportunity from an objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-7",
 *     "number": 7,
 *     "title": "Guided onboarding checklist",
 *     "description": "Checklist that walks a new team through its first outcome.",
 *     "content": "## Problem\n\n## Outcome\n\n## Risks\n",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const deleteOpportunityObjectiveLink = async (id: string,
    objectiveId: string,
    headers?: DeleteOpportunityObjectiveLinkHeaders, options?: RequestInit): Promise<deleteOpportunityObjectiveLinkResponse> => {
  
  return sextantFetch<deleteOpportunityObjectiveLinkResponse>(getDeleteOpportunityObjectiveLinkUrl(id,objectiveId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The org's active scorecard criteria in order: name, weight (decimal; the positive weights sum to 1), invert and order. Read-only: it never creates data; every org starts with a default set and the admin CLI (criteria:set) replaces it. Not paged (a scorecard has few criteria).
 * @summary List the scoring criteria
 */
export type listScoringCriteriaResponse200 = {
  data: ListScoringCriteria200
  status: 200
}

export type listScoringCriteriaResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listScoringCriteriaResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listScoringCriteriaResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listScoringCriteriaResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listScoringCriteriaResponseSuccess = (listScoringCriteriaResponse200) & {
  headers: Headers;
};
export type listScoringCriteriaResponseError = (listScoringCriteriaResponse401 | listScoringCriteriaResponse403 | listScoringCriteriaResponse429 | listScoringCriteriaResponse500) & {
  headers: Headers;
};

export type listScoringCriteriaResponse = (listScoringCriteriaResponseSuccess | listScoringCriteriaResponseError)

export const getListScoringCriteriaUrl = () => {


  

  return `/api/v1/opportunities/scoring-criteria`
}

/**
 * List the scoring criteria
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "feb2252d-bc34-42ed-9562-0a587948abb5",
 *       "name": "Customer value",
 *       "weight": 0.35,
 *       "invert": false,
 *       "order": 1
 *     },
 *     {
 *       "id": "4bc07794-b381-4c58-97ab-d4872b6ef4e1",
 *   …
 */
export const listScoringCriteria = async ( options?: RequestInit): Promise<listScoringCriteriaResponse> => {
  
  return sextantFetch<listScoringCriteriaResponse>(getListScoringCriteriaUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * The scorecard of an opportunity by UUID or ref OPP-<n>: the org's active criteria, the values set (1-5, who set each and when) and the total 0-100, null until every criterion with a positive weight has a value (unscoredCriterionIds lists those left).
 * @summary Get an opportunity's scorecard
 */
export type getOpportunityScorecardResponse200 = {
  data: ScorecardResponse
  status: 200
}

export type getOpportunityScorecardResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getOpportunityScorecardResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getOpportunityScorecardResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getOpportunityScorecardResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getOpportunityScorecardResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getOpportunityScorecardResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpportunityScorecardResponseSuccess = (getOpportunityScorecardResponse200) & {
  headers: Headers;
};
export type getOpportunityScorecardResponseError = (getOpportunityScorecardResponse400 | getOpportunityScorecardResponse401 | getOpportunityScorecardResponse403 | getOpportunityScorecardResponse404 | getOpportunityScorecardResponse429 | getOpportunityScorecardResponse500) & {
  headers: Headers;
};

export type getOpportunityScorecardResponse = (getOpportunityScorecardResponseSuccess | getOpportunityScorecardResponseError)

export const getGetOpportunityScorecardUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/scorecard`
}

/**
 * Get an opportunity's scorecard
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "criteria": [
 *       {
 *         "id": "feb2252d-bc34-42ed-9562-0a587948abb5",
 *         "name": "Customer value",
 *         "weight": 0.35,
 *         "invert": false,
 *         "order": 1
 *       },
 *   …
 */
export const getOpportunityScorecard = async (id: string, options?: RequestInit): Promise<getOpportunityScorecardResponse> => {
  
  return sextantFetch<getOpportunityScorecardResponse>(getGetOpportunityScorecardUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets the opportunity's value for one active scoring criterion to an integer 1-5; the value is shared and the last write wins. 404 naming path.criterionId when the criterion is not an active criterion of the org. Returns the scorecard.
 * @summary Score an opportunity on one criterion
 */
export type setOpportunityScoreResponse200 = {
  data: ScorecardSavedResponse
  status: 200
}

export type setOpportunityScoreResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setOpportunityScoreResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setOpportunityScoreResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setOpportunityScoreResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setOpportunityScoreResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setOpportunityScoreResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setOpportunityScoreResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setOpportunityScoreResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setOpportunityScoreResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setOpportunityScoreResponseSuccess = (setOpportunityScoreResponse200) & {
  headers: Headers;
};
export type setOpportunityScoreResponseError = (setOpportunityScoreResponse400 | setOpportunityScoreResponse401 | setOpportunityScoreResponse403 | setOpportunityScoreResponse404 | setOpportunityScoreResponse409 | setOpportunityScoreResponse413 | setOpportunityScoreResponse415 | setOpportunityScoreResponse429 | setOpportunityScoreResponse500) & {
  headers: Headers;
};

export type setOpportunityScoreResponse = (setOpportunityScoreResponseSuccess | setOpportunityScoreResponseError)

export const getSetOpportunityScoreUrl = (id: string,
    criterionId: string,) => {


  

  return `/api/v1/opportunities/${id}/scores/${criterionId}`
}

/**
 * Score an opportunity on one criterion
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "criteria": [
 *       {
 *         "id": "feb2252d-bc34-42ed-9562-0a587948abb5",
 *         "name": "Customer value",
 *         "weight": 0.35,
 *         "invert": false,
 *         "order": 1
 *       },
 *   …
 */
export const setOpportunityScore = async (id: string,
    criterionId: string,
    setOpportunityScoreBody: SetOpportunityScoreBody,
    headers?: SetOpportunityScoreHeaders, options?: RequestInit): Promise<setOpportunityScoreResponse> => {
  
  return sextantFetch<setOpportunityScoreResponse>(getSetOpportunityScoreUrl(id,criterionId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setOpportunityScoreBody,)
  }
);}


/**
 * Clears the opportunity's value for one active scoring criterion; clearing a value that is not set changes nothing. The total becomes null when the criterion has a positive weight. 404 naming path.criterionId when the criterion is not an active criterion of the org. Returns the scorecard.
 * @summary Clear an opportunity's score on one criterion
 */
export type deleteOpportunityScoreResponse200 = {
  data: ScorecardSavedResponse
  status: 200
}

export type deleteOpportunityScoreResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteOpportunityScoreResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteOpportunityScoreResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteOpportunityScoreResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteOpportunityScoreResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteOpportunityScoreResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteOpportunityScoreResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteOpportunityScoreResponseSuccess = (deleteOpportunityScoreResponse200) & {
  headers: Headers;
};
export type deleteOpportunityScoreResponseError = (deleteOpportunityScoreResponse400 | deleteOpportunityScoreResponse401 | deleteOpportunityScoreResponse403 | deleteOpportunityScoreResponse404 | deleteOpportunityScoreResponse409 | deleteOpportunityScoreResponse429 | deleteOpportunityScoreResponse500) & {
  headers: Headers;
};

export type deleteOpportunityScoreResponse = (deleteOpportunityScoreResponseSuccess | deleteOpportunityScoreResponseError)

export const getDeleteOpportunityScoreUrl = (id: string,
    criterionId: string,) => {


  

  return `/api/v1/opportunities/${id}/scores/${criterionId}`
}

/**
 * Clear an opportunity's score on one criterion
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "criteria": [
 *       {
 *         "id": "feb2252d-bc34-42ed-9562-0a587948abb5",
 *         "name": "Customer value",
 *         "weight": 0.35,
 *         "invert": false,
 *         "order": 1
 *       },
 *   …
 */
export const deleteOpportunityScore = async (id: string,
    criterionId: string,
    headers?: DeleteOpportunityScoreHeaders, options?: RequestInit): Promise<deleteOpportunityScoreResponse> => {
  
  return sextantFetch<deleteOpportunityScoreResponse>(getDeleteOpportunityScoreUrl(id,criterionId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The four validation risks of an opportunity by UUID or ref OPP-<n>, always in the order value, usability, feasibility, viability, each with its votes (oldest first) and aggregate: reject when any vote rejects, else risky when any is risky, else approve when there are votes, else unassessed. Not paged.
 * @summary List an opportunity's validation risks
 */
export type listOpportunityRisksResponse200 = {
  data: ListOpportunityRisks200
  status: 200
}

export type listOpportunityRisksResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listOpportunityRisksResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listOpportunityRisksResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listOpportunityRisksResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listOpportunityRisksResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listOpportunityRisksResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listOpportunityRisksResponseSuccess = (listOpportunityRisksResponse200) & {
  headers: Headers;
};
export type listOpportunityRisksResponseError = (listOpportunityRisksResponse400 | listOpportunityRisksResponse401 | listOpportunityRisksResponse403 | listOpportunityRisksResponse404 | listOpportunityRisksResponse429 | listOpportunityRisksResponse500) & {
  headers: Headers;
};

export type listOpportunityRisksResponse = (listOpportunityRisksResponseSuccess | listOpportunityRisksResponseError)

export const getListOpportunityRisksUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/risks`
}

/**
 * List an opportunity's validation risks
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "risk": "value",
 *       "aggregate": "unassessed",
 *       "votes": []
 *     },
 *     {
 *       "risk": "usability",
 *       "aggregate": "unassessed",
 *       "votes": []
 *   …
 */
export const listOpportunityRisks = async (id: string, options?: RequestInit): Promise<listOpportunityRisksResponse> => {
  
  return sextantFetch<listOpportunityRisksResponse>(getListOpportunityRisksUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Records the caller's vote on one validation risk of an opportunity: approve, risky or reject, with an optional note. One vote per user per risk: a new vote replaces the caller's old one (its note too). A risk other than value, usability, feasibility or viability is 400. Returns that risk with its votes and aggregate.
 * @summary Vote on a validation risk
 */
export type setOpportunityRiskVoteResponse200 = {
  data: OpportunityRiskSavedResponse
  status: 200
}

export type setOpportunityRiskVoteResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setOpportunityRiskVoteResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setOpportunityRiskVoteResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setOpportunityRiskVoteResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setOpportunityRiskVoteResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setOpportunityRiskVoteResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setOpportunityRiskVoteResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setOpportunityRiskVoteResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setOpportunityRiskVoteResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setOpportunityRiskVoteResponseSuccess = (setOpportunityRiskVoteResponse200) & {
  headers: Headers;
};
export type setOpportunityRiskVoteResponseError = (setOpportunityRiskVoteResponse400 | setOpportunityRiskVoteResponse401 | setOpportunityRiskVoteResponse403 | setOpportunityRiskVoteResponse404 | setOpportunityRiskVoteResponse409 | setOpportunityRiskVoteResponse413 | setOpportunityRiskVoteResponse415 | setOpportunityRiskVoteResponse429 | setOpportunityRiskVoteResponse500) & {
  headers: Headers;
};

export type setOpportunityRiskVoteResponse = (setOpportunityRiskVoteResponseSuccess | setOpportunityRiskVoteResponseError)

export const getSetOpportunityRiskVoteUrl = (id: string,
    risk: 'value' | 'usability' | 'feasibility' | 'viability',) => {


  

  return `/api/v1/opportunities/${id}/risks/${risk}`
}

/**
 * Vote on a validation risk
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "risk": "feasibility",
 *     "aggregate": "risky",
 *     "votes": [
 *       {
 *         "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *         "vote": "risky",
 *         "note": "Needs a new payment provider.",
 *         "votedAt": "2026-03-02T09:00:00.000Z"
 *       }
 *   …
 */
export const setOpportunityRiskVote = async (id: string,
    risk: 'value' | 'usability' | 'feasibility' | 'viability',
    setOpportunityRiskVoteBody: SetOpportunityRiskVoteBody,
    headers?: SetOpportunityRiskVoteHeaders, options?: RequestInit): Promise<setOpportunityRiskVoteResponse> => {
  
  return sextantFetch<setOpportunityRiskVoteResponse>(getSetOpportunityRiskVoteUrl(id,risk),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setOpportunityRiskVoteBody,)
  }
);}


/**
 * The opportunity's delivery phases in delivery order, each with its owner, target date (null is open ended) and taskCount / doneCount over leaf tasks (a task with subtasks counts through its subtasks, never itself). Accepts the opportunity's UUID or ref (OPP-7). Paged.
 * @summary List an opportunity's delivery phases
 */
export type listOpportunityPhasesResponse200 = {
  data: OpportunityPhaseListResponse
  status: 200
}

export type listOpportunityPhasesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listOpportunityPhasesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listOpportunityPhasesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listOpportunityPhasesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listOpportunityPhasesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listOpportunityPhasesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listOpportunityPhasesResponseSuccess = (listOpportunityPhasesResponse200) & {
  headers: Headers;
};
export type listOpportunityPhasesResponseError = (listOpportunityPhasesResponse400 | listOpportunityPhasesResponse401 | listOpportunityPhasesResponse403 | listOpportunityPhasesResponse404 | listOpportunityPhasesResponse429 | listOpportunityPhasesResponse500) & {
  headers: Headers;
};

export type listOpportunityPhasesResponse = (listOpportunityPhasesResponseSuccess | listOpportunityPhasesResponseError)

export const getListOpportunityPhasesUrl = (id: string,
    params?: ListOpportunityPhasesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/opportunities/${id}/phases?${stringifiedParams}` : `/api/v1/opportunities/${id}/phases`
}

/**
 * List an opportunity's delivery phases
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "0f367b86-8d2f-4b7e-bb3e-d60882ee2a17",
 *       "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *       "title": "Beta",
 *       "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "targetDate": "2026-07-02",
 *       "position": 1,
 *       "taskCount": 0,
 *       "doneCount": 0,
 *   …
 */
export const listOpportunityPhases = async (id: string,
    params?: ListOpportunityPhasesParams, options?: RequestInit): Promise<listOpportunityPhasesResponse> => {
  
  return sextantFetch<listOpportunityPhasesResponse>(getListOpportunityPhasesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Appends a delivery phase (a milestone) after the opportunity's last phase: a title, an optional owner (a user UUID, or me) and an optional target date (omitted or null: open ended). An opportunity has at most 200 phases (422). Accepts the opportunity's UUID or ref (OPP-7). Returns the phase (201); put tasks in it with updateTask (phaseId).
 * @summary Add a delivery phase to an opportunity
 */
export type createOpportunityPhaseResponse201 = {
  data: OpportunityPhaseCreatedResponse
  status: 201
}

export type createOpportunityPhaseResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createOpportunityPhaseResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createOpportunityPhaseResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createOpportunityPhaseResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createOpportunityPhaseResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createOpportunityPhaseResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createOpportunityPhaseResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type createOpportunityPhaseResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createOpportunityPhaseResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createOpportunityPhaseResponseSuccess = (createOpportunityPhaseResponse201) & {
  headers: Headers;
};
export type createOpportunityPhaseResponseError = (createOpportunityPhaseResponse400 | createOpportunityPhaseResponse401 | createOpportunityPhaseResponse403 | createOpportunityPhaseResponse404 | createOpportunityPhaseResponse413 | createOpportunityPhaseResponse415 | createOpportunityPhaseResponse422 | createOpportunityPhaseResponse429 | createOpportunityPhaseResponse500) & {
  headers: Headers;
};

export type createOpportunityPhaseResponse = (createOpportunityPhaseResponseSuccess | createOpportunityPhaseResponseError)

export const getCreateOpportunityPhaseUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/phases`
}

/**
 * Add a delivery phase to an opportunity
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0f367b86-8d2f-4b7e-bb3e-d60882ee2a17",
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "title": "Beta",
 *     "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "targetDate": "2026-07-02",
 *     "position": 1,
 *     "taskCount": 0,
 *     "doneCount": 0,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const createOpportunityPhase = async (id: string,
    createOpportunityPhaseBody: CreateOpportunityPhaseBody,
    headers?: CreateOpportunityPhaseHeaders, options?: RequestInit): Promise<createOpportunityPhaseResponse> => {
  
  return sextantFetch<createOpportunityPhaseResponse>(getCreateOpportunityPhaseUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createOpportunityPhaseBody,)
  }
);}


/**
 * How many top-level tasks of the opportunity (tasks without a parent) belong to no delivery phase: the work still to be planned into a phase. Set a task's phase with updateTask (phaseId). Accepts the opportunity's UUID or ref (OPP-7).
 * @summary Count an opportunity's unphased tasks
 */
export type getOpportunityUnphasedTaskCountResponse200 = {
  data: GetOpportunityUnphasedTaskCount200
  status: 200
}

export type getOpportunityUnphasedTaskCountResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getOpportunityUnphasedTaskCountResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getOpportunityUnphasedTaskCountResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getOpportunityUnphasedTaskCountResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getOpportunityUnphasedTaskCountResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getOpportunityUnphasedTaskCountResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpportunityUnphasedTaskCountResponseSuccess = (getOpportunityUnphasedTaskCountResponse200) & {
  headers: Headers;
};
export type getOpportunityUnphasedTaskCountResponseError = (getOpportunityUnphasedTaskCountResponse400 | getOpportunityUnphasedTaskCountResponse401 | getOpportunityUnphasedTaskCountResponse403 | getOpportunityUnphasedTaskCountResponse404 | getOpportunityUnphasedTaskCountResponse429 | getOpportunityUnphasedTaskCountResponse500) & {
  headers: Headers;
};

export type getOpportunityUnphasedTaskCountResponse = (getOpportunityUnphasedTaskCountResponseSuccess | getOpportunityUnphasedTaskCountResponseError)

export const getGetOpportunityUnphasedTaskCountUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/unphased-task-count`
}

/**
 * Count an opportunity's unphased tasks
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "count": 1
 *   },
 *   "meta": {
 *     "requestId": "c068ff02-f3e0-475e-892a-3db69de7a148",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const getOpportunityUnphasedTaskCount = async (id: string, options?: RequestInit): Promise<getOpportunityUnphasedTaskCountResponse> => {
  
  return sextantFetch<getOpportunityUnphasedTaskCountResponse>(getGetOpportunityUnphasedTaskCountUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets the delivery order of the opportunity's phases. phaseIds is the complete list in the new order, naming every phase of the opportunity exactly once; a list with missing, unknown or repeated ids is refused (400) naming them in error.data (missing, extra, duplicate). Accepts the opportunity's UUID or ref (OPP-7). Returns all its phases in the new order.
 * @summary Reorder an opportunity's delivery phases
 */
export type reorderOpportunityPhasesResponse200 = {
  data: ReorderOpportunityPhases200
  status: 200
}

export type reorderOpportunityPhasesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type reorderOpportunityPhasesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type reorderOpportunityPhasesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type reorderOpportunityPhasesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type reorderOpportunityPhasesResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type reorderOpportunityPhasesResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type reorderOpportunityPhasesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type reorderOpportunityPhasesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type reorderOpportunityPhasesResponseSuccess = (reorderOpportunityPhasesResponse200) & {
  headers: Headers;
};
export type reorderOpportunityPhasesResponseError = (reorderOpportunityPhasesResponse400 | reorderOpportunityPhasesResponse401 | reorderOpportunityPhasesResponse403 | reorderOpportunityPhasesResponse404 | reorderOpportunityPhasesResponse413 | reorderOpportunityPhasesResponse415 | reorderOpportunityPhasesResponse429 | reorderOpportunityPhasesResponse500) & {
  headers: Headers;
};

export type reorderOpportunityPhasesResponse = (reorderOpportunityPhasesResponseSuccess | reorderOpportunityPhasesResponseError)

export const getReorderOpportunityPhasesUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/reorder-phases`
}

/**
 * Reorder an opportunity's delivery phases
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "0f367b86-8d2f-4b7e-bb3e-d60882ee2a17",
 *       "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *       "title": "Beta",
 *       "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "targetDate": null,
 *       "position": 1,
 *       "taskCount": 0,
 *       "doneCount": 0,
 *   …
 */
export const reorderOpportunityPhases = async (id: string,
    reorderOpportunityPhasesBody: ReorderOpportunityPhasesBody,
    headers?: ReorderOpportunityPhasesHeaders, options?: RequestInit): Promise<reorderOpportunityPhasesResponse> => {
  
  return sextantFetch<reorderOpportunityPhasesResponse>(getReorderOpportunityPhasesUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      reorderOpportunityPhasesBody,)
  }
);}


/**
 * The opportunity's status updates, newest first, each with its health (on_track, at_risk, off_track) and author. Post one with postOpportunityUpdate. Accepts the opportunity's UUID or ref (OPP-7). Paged.
 * @summary List an opportunity's status updates
 */
export type listOpportunityUpdatesResponse200 = {
  data: OpportunityUpdateListResponse
  status: 200
}

export type listOpportunityUpdatesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listOpportunityUpdatesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listOpportunityUpdatesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listOpportunityUpdatesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listOpportunityUpdatesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listOpportunityUpdatesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listOpportunityUpdatesResponseSuccess = (listOpportunityUpdatesResponse200) & {
  headers: Headers;
};
export type listOpportunityUpdatesResponseError = (listOpportunityUpdatesResponse400 | listOpportunityUpdatesResponse401 | listOpportunityUpdatesResponse403 | listOpportunityUpdatesResponse404 | listOpportunityUpdatesResponse429 | listOpportunityUpdatesResponse500) & {
  headers: Headers;
};

export type listOpportunityUpdatesResponse = (listOpportunityUpdatesResponseSuccess | listOpportunityUpdatesResponseError)

export const getListOpportunityUpdatesUrl = (id: string,
    params?: ListOpportunityUpdatesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/opportunities/${id}/updates?${stringifiedParams}` : `/api/v1/opportunities/${id}/updates`
}

/**
 * List an opportunity's status updates
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "2efd5ec9-c996-4eba-8372-662645ef2f1d",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listOpportunityUpdates = async (id: string,
    params?: ListOpportunityUpdatesParams, options?: RequestInit): Promise<listOpportunityUpdatesResponse> => {
  
  return sextantFetch<listOpportunityUpdatesResponse>(getListOpportunityUpdatesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Posts a status update on an opportunity: body says what happened, health is on_track, at_risk or off_track. The update is also a system comment on the opportunity's thread and reaches the feeds of customers linked to the opportunity. Accepts the opportunity's UUID or ref (OPP-7). Returns the update (201).
 * @summary Post a status update on an opportunity
 */
export type postOpportunityUpdateResponse201 = {
  data: OpportunityUpdateCreatedResponse
  status: 201
}

export type postOpportunityUpdateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type postOpportunityUpdateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type postOpportunityUpdateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type postOpportunityUpdateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type postOpportunityUpdateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type postOpportunityUpdateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type postOpportunityUpdateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type postOpportunityUpdateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type postOpportunityUpdateResponseSuccess = (postOpportunityUpdateResponse201) & {
  headers: Headers;
};
export type postOpportunityUpdateResponseError = (postOpportunityUpdateResponse400 | postOpportunityUpdateResponse401 | postOpportunityUpdateResponse403 | postOpportunityUpdateResponse404 | postOpportunityUpdateResponse413 | postOpportunityUpdateResponse415 | postOpportunityUpdateResponse429 | postOpportunityUpdateResponse500) & {
  headers: Headers;
};

export type postOpportunityUpdateResponse = (postOpportunityUpdateResponseSuccess | postOpportunityUpdateResponseError)

export const getPostOpportunityUpdateUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/post-update`
}

/**
 * Post a status update on an opportunity
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "898cde27-77da-42b5-a23f-cd43cb9f2cbe",
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "body": "Beta shipped to five design partners; GA slips a week for the billing fix.",
 *     "health": "at_risk",
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "commentId": "a71754a3-2286-4b55-83f8-72c7713982ab",
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *   …
 */
export const postOpportunityUpdate = async (id: string,
    postOpportunityUpdateBody: PostOpportunityUpdateBody,
    headers?: PostOpportunityUpdateHeaders, options?: RequestInit): Promise<postOpportunityUpdateResponse> => {
  
  return sextantFetch<postOpportunityUpdateResponse>(getPostOpportunityUpdateUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      postOpportunityUpdateBody,)
  }
);}


/**
 * Adds a prototype to the opportunity: exactly one of url (http or https) or fileId (an uploaded file of the org that was confirmed: 409 while pending or when it failed its check). The same url or file twice is 409 ALREADY_EXISTS; an opportunity has at most 100 prototypes (422). Accepts the opportunity's UUID or ref (OPP-7). Returns the opportunity's prototypes, oldest first (201).
 * @summary Add a prototype to an opportunity
 */
export type addOpportunityPrototypeResponse201 = {
  data: AddOpportunityPrototype201
  status: 201
}

export type addOpportunityPrototypeResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type addOpportunityPrototypeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type addOpportunityPrototypeResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type addOpportunityPrototypeResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type addOpportunityPrototypeResponse409 = {
  data: ConflictResponse
  status: 409
}

export type addOpportunityPrototypeResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type addOpportunityPrototypeResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type addOpportunityPrototypeResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type addOpportunityPrototypeResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type addOpportunityPrototypeResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type addOpportunityPrototypeResponseSuccess = (addOpportunityPrototypeResponse201) & {
  headers: Headers;
};
export type addOpportunityPrototypeResponseError = (addOpportunityPrototypeResponse400 | addOpportunityPrototypeResponse401 | addOpportunityPrototypeResponse403 | addOpportunityPrototypeResponse404 | addOpportunityPrototypeResponse409 | addOpportunityPrototypeResponse413 | addOpportunityPrototypeResponse415 | addOpportunityPrototypeResponse422 | addOpportunityPrototypeResponse429 | addOpportunityPrototypeResponse500) & {
  headers: Headers;
};

export type addOpportunityPrototypeResponse = (addOpportunityPrototypeResponseSuccess | addOpportunityPrototypeResponseError)

export const getAddOpportunityPrototypeUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/prototypes`
}

/**
 * Add a prototype to an opportunity
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "url": "https://www.figma.com/proto/k3Vd9/Checkout-v2",
 *       "fileId": null,
 *       "addedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *       "addedAt": "2026-03-02T09:00:00.000Z"
 *     }
 *   ],
 *   "meta": {
 *     "requestId": "f11d50f2-bc37-4004-8a85-9e93acfb674b",
 *   …
 */
export const addOpportunityPrototype = async (id: string,
    addOpportunityPrototypeBody: AddOpportunityPrototypeBody,
    headers?: AddOpportunityPrototypeHeaders, options?: RequestInit): Promise<addOpportunityPrototypeResponse> => {
  
  return sextantFetch<addOpportunityPrototypeResponse>(getAddOpportunityPrototypeUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      addOpportunityPrototypeBody,)
  }
);}


/**
 * Removes the opportunity's prototype with this url, or with this fileId: exactly one of the two. One the opportunity does not have is 404. The file itself stays. Accepts the opportunity's UUID or ref (OPP-7). Returns the prototypes that remain, oldest first.
 * @summary Remove a prototype from an opportunity
 */
export type removeOpportunityPrototypeResponse200 = {
  data: RemoveOpportunityPrototype200
  status: 200
}

export type removeOpportunityPrototypeResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type removeOpportunityPrototypeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type removeOpportunityPrototypeResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type removeOpportunityPrototypeResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type removeOpportunityPrototypeResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type removeOpportunityPrototypeResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type removeOpportunityPrototypeResponseSuccess = (removeOpportunityPrototypeResponse200) & {
  headers: Headers;
};
export type removeOpportunityPrototypeResponseError = (removeOpportunityPrototypeResponse400 | removeOpportunityPrototypeResponse401 | removeOpportunityPrototypeResponse403 | removeOpportunityPrototypeResponse404 | removeOpportunityPrototypeResponse429 | removeOpportunityPrototypeResponse500) & {
  headers: Headers;
};

export type removeOpportunityPrototypeResponse = (removeOpportunityPrototypeResponseSuccess | removeOpportunityPrototypeResponseError)

export const getRemoveOpportunityPrototypeUrl = (id: string,
    params?: RemoveOpportunityPrototypeParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/opportunities/${id}/prototypes?${stringifiedParams}` : `/api/v1/opportunities/${id}/prototypes`
}

/**
 * Remove a prototype from an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "url": "https://www.figma.com/proto/k3Vd9/Checkout-v2 (revised)",
 *       "fileId": null,
 *       "addedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *       "addedAt": "2026-03-02T09:00:00.000Z"
 *     }
 *   ],
 *   "meta": {
 *     "requestId": "f57af7b5-65fb-40ec-9efb-9c4d2953ace1",
 *   …
 */
export const removeOpportunityPrototype = async (id: string,
    params?: RemoveOpportunityPrototypeParams,
    headers?: RemoveOpportunityPrototypeHeaders, options?: RequestInit): Promise<removeOpportunityPrototypeResponse> => {
  
  return sextantFetch<removeOpportunityPrototypeResponse>(getRemoveOpportunityPrototypeUrl(id,params),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The opportunity with its PRD, the objectives it serves (each with metric, target, latest reading and progress toward the target), its comment thread, the template step now running, and linked customers, insights and pull requests — in one read. Sections the caller cannot read are null.
 * @summary Everything about an opportunity
 */
export type getOpportunityContextResponse200 = {
  data: OpportunityContextResponse
  status: 200
}

export type getOpportunityContextResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getOpportunityContextResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getOpportunityContextResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getOpportunityContextResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getOpportunityContextResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getOpportunityContextResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpportunityContextResponseSuccess = (getOpportunityContextResponse200) & {
  headers: Headers;
};
export type getOpportunityContextResponseError = (getOpportunityContextResponse400 | getOpportunityContextResponse401 | getOpportunityContextResponse403 | getOpportunityContextResponse404 | getOpportunityContextResponse429 | getOpportunityContextResponse500) & {
  headers: Headers;
};

export type getOpportunityContextResponse = (getOpportunityContextResponseSuccess | getOpportunityContextResponseError)

export const getGetOpportunityContextUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/context`
}

/**
 * Everything about an opportunity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "opportunity": {
 *       "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "OPP-7",
 *       "number": 7,
 *       "title": "Guided onboarding checklist",
 *       "description": "",
 *       "content": "",
 *       "estimatedCost": null,
 *   …
 */
export const getOpportunityContext = async (id: string, options?: RequestInit): Promise<getOpportunityContextResponse> => {
  
  return sextantFetch<getOpportunityContextResponse>(getGetOpportunityContextUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Returns a draft PRD (markdown) assembled from the opportunity's description, the objectives it serves with their metric, target and progress, its validation risks and votes, its scorecard, its phases and tasks, and linked insights' verbatims. Drafts are cached for an hour: cached, ageMs and staleSinceLastSynth (the inputs changed since) say so; bypassCache drafts anew. It never writes the PRD: apply it with updateOpportunity content.
 * @summary Draft a PRD
 */
export type synthesizeOpportunityPrdResponse200 = {
  data: PrdSynthesisSavedResponse
  status: 200
}

export type synthesizeOpportunityPrdResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type synthesizeOpportunityPrdResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type synthesizeOpportunityPrdResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type synthesizeOpportunityPrdResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type synthesizeOpportunityPrdResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type synthesizeOpportunityPrdResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type synthesizeOpportunityPrdResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type synthesizeOpportunityPrdResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type synthesizeOpportunityPrdResponseSuccess = (synthesizeOpportunityPrdResponse200) & {
  headers: Headers;
};
export type synthesizeOpportunityPrdResponseError = (synthesizeOpportunityPrdResponse400 | synthesizeOpportunityPrdResponse401 | synthesizeOpportunityPrdResponse403 | synthesizeOpportunityPrdResponse404 | synthesizeOpportunityPrdResponse413 | synthesizeOpportunityPrdResponse415 | synthesizeOpportunityPrdResponse429 | synthesizeOpportunityPrdResponse500) & {
  headers: Headers;
};

export type synthesizeOpportunityPrdResponse = (synthesizeOpportunityPrdResponseSuccess | synthesizeOpportunityPrdResponseError)

export const getSynthesizeOpportunityPrdUrl = (id: string,) => {


  

  return `/api/v1/opportunities/${id}/synthesize`
}

/**
 * Draft a PRD
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "markdown": "# Guided onboarding checklist (OPP-7)\n\n## Problem\n\nChecklist that walks a new team through its first outcome.\n\n## Outcomes\n\n- OBJ-5 Halve onboarding time (primary): Weekly active teams (count) — target ≥ 40, now 14 (7% of the way)\n\n## Risks\n\n- **value** — not assessed\n- **usability** — not assessed\n- **feasibility** — not assessed\n- **viability** — not assessed\n\n## Scorecard\n\n- Customer value (weight 0.35): 4\n- Strategic fit (weight 0.25): not scored\n- Confidence (weight 0.2): not scored\n- Effort (weight 0.2, inverted): not scored\n\n## Delivery plan\n\n### Beta\n\n_No tasks yet._\n\n### Not in a phase\n\n- [ ] BIL-7 Add a retry budget to the payment webhooks\n",
 *     "cached": false,
 *     "ageMs": 0,
 *     "staleSinceLastSynth": false
 *   },
 *   "meta": {
 *     "requestId": "a6867ad3-0e3d-4841-80ef-44c1995ad1d4",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   …
 */
export const synthesizeOpportunityPrd = async (id: string,
    synthesizeOpportunityPrdBody: SynthesizeOpportunityPrdBody,
    headers?: SynthesizeOpportunityPrdHeaders, options?: RequestInit): Promise<synthesizeOpportunityPrdResponse> => {
  
  return sextantFetch<synthesizeOpportunityPrdResponse>(getSynthesizeOpportunityPrdUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      synthesizeOpportunityPrdBody,)
  }
);}


/**
 * Changes a delivery phase's title, owner or target date; null clears the owner, and a null target date makes the phase open ended. The order changes with reorderOpportunityPhases. Returns the phase.
 * @summary Update a delivery phase
 */
export type updateOpportunityPhaseResponse200 = {
  data: OpportunityPhaseSavedResponse
  status: 200
}

export type updateOpportunityPhaseResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateOpportunityPhaseResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateOpportunityPhaseResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateOpportunityPhaseResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateOpportunityPhaseResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateOpportunityPhaseResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateOpportunityPhaseResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateOpportunityPhaseResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateOpportunityPhaseResponseSuccess = (updateOpportunityPhaseResponse200) & {
  headers: Headers;
};
export type updateOpportunityPhaseResponseError = (updateOpportunityPhaseResponse400 | updateOpportunityPhaseResponse401 | updateOpportunityPhaseResponse403 | updateOpportunityPhaseResponse404 | updateOpportunityPhaseResponse413 | updateOpportunityPhaseResponse415 | updateOpportunityPhaseResponse429 | updateOpportunityPhaseResponse500) & {
  headers: Headers;
};

export type updateOpportunityPhaseResponse = (updateOpportunityPhaseResponseSuccess | updateOpportunityPhaseResponseError)

export const getUpdateOpportunityPhaseUrl = (phaseId: string,) => {


  

  return `/api/v1/opportunities/phases/${phaseId}`
}

/**
 * Update a delivery phase
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0f367b86-8d2f-4b7e-bb3e-d60882ee2a17",
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "title": "Beta",
 *     "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "targetDate": null,
 *     "position": 1,
 *     "taskCount": 0,
 *     "doneCount": 0,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const updateOpportunityPhase = async (phaseId: string,
    updateOpportunityPhaseBody: UpdateOpportunityPhaseBody,
    headers?: UpdateOpportunityPhaseHeaders, options?: RequestInit): Promise<updateOpportunityPhaseResponse> => {
  
  return sextantFetch<updateOpportunityPhaseResponse>(getUpdateOpportunityPhaseUrl(phaseId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateOpportunityPhaseBody,)
  }
);}


/**
 * Deletes a delivery phase; its tasks stay on the opportunity without a phase, and the phases after it move up one place.
 * @summary Delete a delivery phase
 */
export type deleteOpportunityPhaseResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteOpportunityPhaseResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteOpportunityPhaseResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteOpportunityPhaseResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteOpportunityPhaseResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteOpportunityPhaseResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteOpportunityPhaseResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteOpportunityPhaseResponseSuccess = (deleteOpportunityPhaseResponse200) & {
  headers: Headers;
};
export type deleteOpportunityPhaseResponseError = (deleteOpportunityPhaseResponse400 | deleteOpportunityPhaseResponse401 | deleteOpportunityPhaseResponse403 | deleteOpportunityPhaseResponse404 | deleteOpportunityPhaseResponse429 | deleteOpportunityPhaseResponse500) & {
  headers: Headers;
};

export type deleteOpportunityPhaseResponse = (deleteOpportunityPhaseResponseSuccess | deleteOpportunityPhaseResponseError)

export const getDeleteOpportunityPhaseUrl = (phaseId: string,) => {


  

  return `/api/v1/opportunities/phases/${phaseId}`
}

/**
 * Delete a delivery phase
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0f367b86-8d2f-4b7e-bb3e-d60882ee2a17",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "94edb2d7-6271-4ae8-9cb8-263126a45033",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteOpportunityPhase = async (phaseId: string,
    headers?: DeleteOpportunityPhaseHeaders, options?: RequestInit): Promise<deleteOpportunityPhaseResponse> => {
  
  return sextantFetch<deleteOpportunityPhaseResponse>(getDeleteOpportunityPhaseUrl(phaseId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Records that a delivery phase hands over to the next one: the note becomes a system comment on the opportunity's thread and the next phase's owner is notified (type handoff). An empty or omitted note is a no-op: nothing is written and handedOff is false. Nothing else changes (phases have no state). Returns what was written.
 * @summary Hand off from a delivery phase to the next
 */
export type handoffOpportunityPhaseResponse200 = {
  data: PhaseHandoffSavedResponse
  status: 200
}

export type handoffOpportunityPhaseResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type handoffOpportunityPhaseResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type handoffOpportunityPhaseResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type handoffOpportunityPhaseResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type handoffOpportunityPhaseResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type handoffOpportunityPhaseResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type handoffOpportunityPhaseResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type handoffOpportunityPhaseResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type handoffOpportunityPhaseResponseSuccess = (handoffOpportunityPhaseResponse200) & {
  headers: Headers;
};
export type handoffOpportunityPhaseResponseError = (handoffOpportunityPhaseResponse400 | handoffOpportunityPhaseResponse401 | handoffOpportunityPhaseResponse403 | handoffOpportunityPhaseResponse404 | handoffOpportunityPhaseResponse413 | handoffOpportunityPhaseResponse415 | handoffOpportunityPhaseResponse429 | handoffOpportunityPhaseResponse500) & {
  headers: Headers;
};

export type handoffOpportunityPhaseResponse = (handoffOpportunityPhaseResponseSuccess | handoffOpportunityPhaseResponseError)

export const getHandoffOpportunityPhaseUrl = (fromPhaseId: string,) => {


  

  return `/api/v1/opportunities/phases/${fromPhaseId}/handoff`
}

/**
 * Hand off from a delivery phase to the next
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "phaseId": "0f367b86-8d2f-4b7e-bb3e-d60882ee2a17",
 *     "nextPhaseId": null,
 *     "handedOff": true,
 *     "commentId": "04352832-1775-4f2d-9805-244b74211d53",
 *     "notifiedUserId": null
 *   },
 *   "meta": {
 *     "requestId": "903e8da8-6680-4d8e-b316-50d60f4c9521",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const handoffOpportunityPhase = async (fromPhaseId: string,
    handoffOpportunityPhaseBody: HandoffOpportunityPhaseBody,
    headers?: HandoffOpportunityPhaseHeaders, options?: RequestInit): Promise<handoffOpportunityPhaseResponse> => {
  
  return sextantFetch<handoffOpportunityPhaseResponse>(getHandoffOpportunityPhaseUrl(fromPhaseId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      handoffOpportunityPhaseBody,)
  }
);}


