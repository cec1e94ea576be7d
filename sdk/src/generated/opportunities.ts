/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  ApplyOpportunityPrdTemplate200,
  ApplyOpportunityPrdTemplateBody,
  ApplyOpportunityPrdTemplateHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateOpportunity201,
  CreateOpportunityBody,
  CreateOpportunityHeaders,
  CreateOpportunityObjectiveLink201,
  CreateOpportunityObjectiveLinkBody,
  CreateOpportunityObjectiveLinkHeaders,
  DeleteOpportunity200,
  DeleteOpportunityHeaders,
  DeleteOpportunityObjectiveLink200,
  DeleteOpportunityObjectiveLinkHeaders,
  ForbiddenResponse,
  GetOpportunity200,
  InternalErrorResponse,
  ListOpportunities200,
  ListOpportunitiesParams,
  ListOpportunityTasks200,
  ListOpportunityTasksParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  RejectOpportunity200,
  RejectOpportunityBody,
  RejectOpportunityHeaders,
  SetOpportunityState200,
  SetOpportunityStateBody,
  SetOpportunityStateHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateOpportunity200,
  UpdateOpportunityBody,
  UpdateOpportunityHeaders,
  UpdateOpportunityObjectiveLink200,
  UpdateOpportunityObjectiveLinkBody,
  UpdateOpportunityObjectiveLinkHeaders
} from './model';

import { sextantFetch } from '../runtime';


/**
 * Opportunities by number (spec 2 §4.7). state filters by lifecycle state; status is its alias and also takes the earlier revision's values (draft, under_review and approved mean backlog; complete and measured mean completed; rejected means cancelled). Paged.
 * @summary List opportunities
 */
export type listOpportunitiesResponse200 = {
  data: ListOpportunities200
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

export const listOpportunities = async (params?: ListOpportunitiesParams, options?: RequestInit): Promise<listOpportunitiesResponse> => {
  
  return sextantFetch<listOpportunitiesResponse>(getListOpportunitiesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates an opportunity in initialState (default backlog), optionally linked to objectives (the first link is primary unless one says otherwise) (spec 2 §4.7). 404 when a lead, team or objective is not in the caller's org.
 * @summary Create an opportunity
 */
export type createOpportunityResponse201 = {
  data: CreateOpportunity201
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
 * One opportunity by UUID or ref OPP-<n> (spec 2 §4.7).
 * @summary Get an opportunity
 */
export type getOpportunityResponse200 = {
  data: GetOpportunity200
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

export const getOpportunity = async (id: string, options?: RequestInit): Promise<getOpportunityResponse> => {
  
  return sextantFetch<getOpportunityResponse>(getGetOpportunityUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits an opportunity's fields (spec 2 §4.7); prd is an alias of content. No lifecycle moves here: use setOpportunityState.
 * @summary Update an opportunity
 */
export type updateOpportunityResponse200 = {
  data: UpdateOpportunity200
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
 * Deletes an opportunity and its objective links (spec 2 §4.7); its tasks survive as orphan tasks. Returns {id, deleted: true}.
 * @summary Delete an opportunity
 */
export type deleteOpportunityResponse200 = {
  data: DeleteOpportunity200
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
 * The opportunity's tasks by number (spec 2 §4.7). Paged.
 * @summary List an opportunity's tasks
 */
export type listOpportunityTasksResponse200 = {
  data: ListOpportunityTasks200
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

export const listOpportunityTasks = async (id: string,
    params?: ListOpportunityTasksParams, options?: RequestInit): Promise<listOpportunityTasksResponse> => {
  
  return sextantFetch<listOpportunityTasksResponse>(getListOpportunityTasksUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets state to backlog, in_progress or completed (spec 1 §3.2, spec 2 §4.7). Setting the current state, or moving a cancelled opportunity, is 409 INVALID_STATE_TRANSITION with error.data {from, to, allowed}. With a template (workflowId), in_progress activates or resumes its step, backlog pauses it and completed lands on the Completed step. Rejections go through rejectOpportunity.
 * @summary Move an opportunity through its lifecycle
 */
export type setOpportunityStateResponse200 = {
  data: SetOpportunityState200
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
 * Rejects a live opportunity with a category (no_demand, not_aligned, not_viable, not_now, duplicate, other) and a reason (spec 1 §3.2, spec 2 §4.7): its state becomes cancelled; with a template, the remaining steps are skipped and the instance lands on the Cancelled step. The decision (category, reason, who) is recorded in its activity log, as a system comment on its thread and in the org's system room. A cancelled opportunity is refused (409) and has no lifecycle moves afterwards.
 * @summary Reject an opportunity
 */
export type rejectOpportunityResponse200 = {
  data: RejectOpportunity200
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
 * Writes a PRD template's content into the opportunity's PRD (content) (spec 2 §4.7): mode replace (default) replaces it, append adds the template after the current PRD separated by a blank line. Records the template as prdTemplateId. The template must be org-wide or one of your teams'. Returns the opportunity.
 * @summary Apply a PRD template to an opportunity
 */
export type applyOpportunityPrdTemplateResponse200 = {
  data: ApplyOpportunityPrdTemplate200
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
 * Links the opportunity to an objective (spec 2 §4.7). kind defaults to primary when the opportunity has no primary link, else supporting; a new primary link demotes the old one. Linking twice is 409 ALREADY_EXISTS. Returns the opportunity (201).
 * @summary Link an opportunity to an objective
 */
export type createOpportunityObjectiveLinkResponse201 = {
  data: CreateOpportunityObjectiveLink201
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
 * Re-points the link from objectiveId to newObjectiveId, keeping its kind (spec 2 §4.7). Returns the opportunity.
 * @summary Move an objective link
 */
export type updateOpportunityObjectiveLinkResponse200 = {
  data: UpdateOpportunityObjectiveLink200
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
 * Removes the link (spec 2 §4.7); if it was primary, the oldest remaining link becomes primary. Returns the opportunity.
 * @summary Unlink an opportunity from an objective
 */
export type deleteOpportunityObjectiveLinkResponse200 = {
  data: DeleteOpportunityObjectiveLink200
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


