/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AcceptInsightPattern201,
  AcceptInsightPatternBody,
  AcceptInsightPatternHeaders,
  AttachInsightBody,
  AttachInsightHeaders,
  AttachInsightPatternWorkBody,
  AttachInsightPatternWorkHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateExternalStakeholder200,
  CreateExternalStakeholderBody,
  CreateExternalStakeholderHeaders,
  CreateInsightBody,
  CreateInsightHeaders,
  DeleteInsightHeaders,
  DeletedSavedResponse,
  DetachInsightBody,
  DetachInsightHeaders,
  DismissInsightPatternBody,
  DismissInsightPatternHeaders,
  ExternalStakeholderCreatedResponse,
  ExternalStakeholderListResponse,
  ForbiddenResponse,
  InsightCreatedResponse,
  InsightListResponse,
  InsightPatternBoardResponse,
  InsightPatternSavedResponse,
  InsightResponse,
  InsightSavedResponse,
  InternalErrorResponse,
  LinkInsightPatternInsightsBody,
  LinkInsightPatternInsightsHeaders,
  ListBlockingInsightsParams,
  ListInsightsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SetInsightImpactBody,
  SetInsightImpactHeaders,
  SetInsightLinkBody,
  SetInsightLinkHeaders,
  SetInsightReviewTeamBody,
  SetInsightReviewTeamHeaders,
  SetInsightStatusBody,
  SetInsightStatusHeaders,
  SetInsightTagsBody,
  SetInsightTagsHeaders,
  SimilarInsightListResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateInsightBody,
  UpdateInsightHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Customer evidence, newest first, filtered by status, customer, linked opportunity, task or objective, review team, recorder, tag and full-text q over verbatim and interpretation. Archived insights are left out unless includeArchived is true or status is archived. Paged.
 * @summary List insights
 */
export type listInsightsResponse200 = {
  data: InsightListResponse
  status: 200
}

export type listInsightsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listInsightsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listInsightsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listInsightsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listInsightsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listInsightsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listInsightsResponseSuccess = (listInsightsResponse200) & {
  headers: Headers;
};
export type listInsightsResponseError = (listInsightsResponse400 | listInsightsResponse401 | listInsightsResponse403 | listInsightsResponse404 | listInsightsResponse429 | listInsightsResponse500) & {
  headers: Headers;
};

export type listInsightsResponse = (listInsightsResponseSuccess | listInsightsResponseError)

export const getListInsightsUrl = (params?: ListInsightsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/insights?${stringifiedParams}` : `/api/v1/insights`
}

/**
 * List insights
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "8ce4df61-4c4e-46c7-aac0-1c10c20639db",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listInsights = async (params?: ListInsightsParams, options?: RequestInit): Promise<listInsightsResponse> => {
  
  return sextantFetch<listInsightsResponse>(getListInsightsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Records customer evidence: the verbatim ask, where it came from (source) and who asked. Exactly one demand root: customerId (a customer, UUID or CUS-3), stakeholderUserId (a user of the org, or me) or externalStakeholderId (from the external stakeholders list); none or two is 400 naming the fields. Optional interpretation, moscow priority, deadline (a date promised to the customer), tags, links to work and objective impacts are set here or later. The insight starts created. Returns the insight (201).
 * @summary Record an insight
 */
export type createInsightResponse201 = {
  data: InsightCreatedResponse
  status: 201
}

export type createInsightResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createInsightResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createInsightResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createInsightResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createInsightResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createInsightResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createInsightResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createInsightResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createInsightResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createInsightResponseSuccess = (createInsightResponse201) & {
  headers: Headers;
};
export type createInsightResponseError = (createInsightResponse400 | createInsightResponse401 | createInsightResponse403 | createInsightResponse404 | createInsightResponse409 | createInsightResponse413 | createInsightResponse415 | createInsightResponse429 | createInsightResponse500) & {
  headers: Headers;
};

export type createInsightResponse = (createInsightResponseSuccess | createInsightResponseError)

export const getCreateInsightUrl = () => {


  

  return `/api/v1/insights`
}

/**
 * Record an insight
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": null,
 *     "source": "interview",
 *     "moscow": "must",
 *     "deadline": "2026-07-02",
 *   …
 */
export const createInsight = async (createInsightBody: CreateInsightBody,
    headers?: CreateInsightHeaders, options?: RequestInit): Promise<createInsightResponse> => {
  
  return sextantFetch<createInsightResponse>(getCreateInsightUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createInsightBody,)
  }
);}


/**
 * The insights whose link to one opportunity or task is marked blocking: exactly one of opportunityId or taskId. Unpaged, newest first.
 * @summary List insights blocked by work
 */
export type listBlockingInsightsResponse200 = {
  data: InsightListResponse
  status: 200
}

export type listBlockingInsightsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listBlockingInsightsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listBlockingInsightsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listBlockingInsightsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listBlockingInsightsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listBlockingInsightsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listBlockingInsightsResponseSuccess = (listBlockingInsightsResponse200) & {
  headers: Headers;
};
export type listBlockingInsightsResponseError = (listBlockingInsightsResponse400 | listBlockingInsightsResponse401 | listBlockingInsightsResponse403 | listBlockingInsightsResponse404 | listBlockingInsightsResponse429 | listBlockingInsightsResponse500) & {
  headers: Headers;
};

export type listBlockingInsightsResponse = (listBlockingInsightsResponseSuccess | listBlockingInsightsResponseError)

export const getListBlockingInsightsUrl = (params?: ListBlockingInsightsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/insights/blocking?${stringifiedParams}` : `/api/v1/insights/blocking`
}

/**
 * List insights blocked by work
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "314c2da7-9da0-40b6-8e46-ba8ad778f064",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listBlockingInsights = async (params?: ListBlockingInsightsParams, options?: RequestInit): Promise<listBlockingInsightsResponse> => {
  
  return sextantFetch<listBlockingInsightsResponse>(getListBlockingInsightsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One insight by UUID or ref (INS-4) with its links and impacts; its actions offer the valid status moves and link operations.
 * @summary Get an insight
 */
export type getInsightResponse200 = {
  data: InsightResponse
  status: 200
}

export type getInsightResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getInsightResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getInsightResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getInsightResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getInsightResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getInsightResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getInsightResponseSuccess = (getInsightResponse200) & {
  headers: Headers;
};
export type getInsightResponseError = (getInsightResponse400 | getInsightResponse401 | getInsightResponse403 | getInsightResponse404 | getInsightResponse429 | getInsightResponse500) & {
  headers: Headers;
};

export type getInsightResponse = (getInsightResponseSuccess | getInsightResponseError)

export const getGetInsightUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}`
}

/**
 * Get an insight
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": null,
 *     "source": "interview",
 *     "moscow": "must",
 *     "deadline": "2026-07-02",
 *   …
 */
export const getInsight = async (id: string, options?: RequestInit): Promise<getInsightResponse> => {
  
  return sextantFetch<getInsightResponse>(getGetInsightUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes an insight's verbatim, interpretation, source, moscow, deadline, tags or demand root. Changing the root means naming one root and setting the others to null, so that exactly one remains (400 naming the fields otherwise). Status moves go through set_insight_status and set_insight_review_team. Returns the insight.
 * @summary Update an insight
 */
export type updateInsightResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type updateInsightResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateInsightResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateInsightResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateInsightResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateInsightResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateInsightResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateInsightResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateInsightResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateInsightResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateInsightResponseSuccess = (updateInsightResponse200) & {
  headers: Headers;
};
export type updateInsightResponseError = (updateInsightResponse400 | updateInsightResponse401 | updateInsightResponse403 | updateInsightResponse404 | updateInsightResponse409 | updateInsightResponse413 | updateInsightResponse415 | updateInsightResponse429 | updateInsightResponse500) & {
  headers: Headers;
};

export type updateInsightResponse = (updateInsightResponseSuccess | updateInsightResponseError)

export const getUpdateInsightUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}`
}

/**
 * Update an insight
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const updateInsight = async (id: string,
    updateInsightBody: UpdateInsightBody,
    headers?: UpdateInsightHeaders, options?: RequestInit): Promise<updateInsightResponse> => {
  
  return sextantFetch<updateInsightResponse>(getUpdateInsightUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateInsightBody,)
  }
);}


/**
 * Deletes an insight with its links and impacts; consider archiving it instead (set_insight_status archived) to keep the evidence. Returns {id, deleted: true}.
 * @summary Delete an insight
 */
export type deleteInsightResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteInsightResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteInsightResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteInsightResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteInsightResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteInsightResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteInsightResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteInsightResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteInsightResponseSuccess = (deleteInsightResponse200) & {
  headers: Headers;
};
export type deleteInsightResponseError = (deleteInsightResponse400 | deleteInsightResponse401 | deleteInsightResponse403 | deleteInsightResponse404 | deleteInsightResponse409 | deleteInsightResponse429 | deleteInsightResponse500) & {
  headers: Headers;
};

export type deleteInsightResponse = (deleteInsightResponseSuccess | deleteInsightResponseError)

export const getDeleteInsightUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}`
}

/**
 * Delete an insight
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "48bdd662-1976-4818-a638-fa9951170103",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "de492c7a-0371-4a28-bbea-70940e79669c",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteInsight = async (id: string,
    headers?: DeleteInsightHeaders, options?: RequestInit): Promise<deleteInsightResponse> => {
  
  return sextantFetch<deleteInsightResponse>(getDeleteInsightUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Links an insight to an opportunity, task or objective, optionally pinned. Attaching an opportunity or task to a created insight makes it active (delivered at once if all its linked work is already completed). Linking again only updates pinned. Returns the insight.
 * @summary Link an insight to work or an objective
 */
export type attachInsightResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type attachInsightResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type attachInsightResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type attachInsightResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type attachInsightResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type attachInsightResponse409 = {
  data: ConflictResponse
  status: 409
}

export type attachInsightResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type attachInsightResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type attachInsightResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type attachInsightResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type attachInsightResponseSuccess = (attachInsightResponse200) & {
  headers: Headers;
};
export type attachInsightResponseError = (attachInsightResponse400 | attachInsightResponse401 | attachInsightResponse403 | attachInsightResponse404 | attachInsightResponse409 | attachInsightResponse413 | attachInsightResponse415 | attachInsightResponse429 | attachInsightResponse500) & {
  headers: Headers;
};

export type attachInsightResponse = (attachInsightResponseSuccess | attachInsightResponseError)

export const getAttachInsightUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/attach`
}

/**
 * Link an insight to work or an objective
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const attachInsight = async (id: string,
    attachInsightBody: AttachInsightBody,
    headers?: AttachInsightHeaders, options?: RequestInit): Promise<attachInsightResponse> => {
  
  return sextantFetch<attachInsightResponse>(getAttachInsightUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      attachInsightBody,)
  }
);}


/**
 * Removes an insight's link to an opportunity, task or objective. 404 when not linked. Returns the insight.
 * @summary Unlink an insight
 */
export type detachInsightResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type detachInsightResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type detachInsightResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type detachInsightResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type detachInsightResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type detachInsightResponse409 = {
  data: ConflictResponse
  status: 409
}

export type detachInsightResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type detachInsightResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type detachInsightResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type detachInsightResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type detachInsightResponseSuccess = (detachInsightResponse200) & {
  headers: Headers;
};
export type detachInsightResponseError = (detachInsightResponse400 | detachInsightResponse401 | detachInsightResponse403 | detachInsightResponse404 | detachInsightResponse409 | detachInsightResponse413 | detachInsightResponse415 | detachInsightResponse429 | detachInsightResponse500) & {
  headers: Headers;
};

export type detachInsightResponse = (detachInsightResponseSuccess | detachInsightResponseError)

export const getDetachInsightUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/detach`
}

/**
 * Unlink an insight
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const detachInsight = async (id: string,
    detachInsightBody: DetachInsightBody,
    headers?: DetachInsightHeaders, options?: RequestInit): Promise<detachInsightResponse> => {
  
  return sextantFetch<detachInsightResponse>(getDetachInsightUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      detachInsightBody,)
  }
);}


/**
 * Sets pinned and/or blocking on an existing link of the insight: at least one flag; blocking marks an opportunity or task the ask waits on and is refused (400) on objective links. 404 when not linked. Returns the insight.
 * @summary Set an insight link's flags
 */
export type setInsightLinkResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type setInsightLinkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setInsightLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setInsightLinkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setInsightLinkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setInsightLinkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setInsightLinkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setInsightLinkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setInsightLinkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setInsightLinkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setInsightLinkResponseSuccess = (setInsightLinkResponse200) & {
  headers: Headers;
};
export type setInsightLinkResponseError = (setInsightLinkResponse400 | setInsightLinkResponse401 | setInsightLinkResponse403 | setInsightLinkResponse404 | setInsightLinkResponse409 | setInsightLinkResponse413 | setInsightLinkResponse415 | setInsightLinkResponse429 | setInsightLinkResponse500) & {
  headers: Headers;
};

export type setInsightLinkResponse = (setInsightLinkResponseSuccess | setInsightLinkResponseError)

export const getSetInsightLinkUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/set-link`
}

/**
 * Set an insight link's flags
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const setInsightLink = async (id: string,
    setInsightLinkBody: SetInsightLinkBody,
    headers?: SetInsightLinkHeaders, options?: RequestInit): Promise<setInsightLinkResponse> => {
  
  return sextantFetch<setInsightLinkResponse>(getSetInsightLinkUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setInsightLinkBody,)
  }
);}


/**
 * Moves an insight to rejected, need_context or archived, from any status. rejected needs note (5-1000 characters) and rejectionCategory; the decision is posted to the org's system room and, for a customer's insight, to the customer's feed. need_context needs note and returns the insight to its recorder (a notification). archived hides it from default lists. Moving to its current status is 409. Returns the insight.
 * @summary Decide on an insight
 */
export type setInsightStatusResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type setInsightStatusResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setInsightStatusResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setInsightStatusResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setInsightStatusResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setInsightStatusResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setInsightStatusResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setInsightStatusResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setInsightStatusResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setInsightStatusResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setInsightStatusResponseSuccess = (setInsightStatusResponse200) & {
  headers: Headers;
};
export type setInsightStatusResponseError = (setInsightStatusResponse400 | setInsightStatusResponse401 | setInsightStatusResponse403 | setInsightStatusResponse404 | setInsightStatusResponse409 | setInsightStatusResponse413 | setInsightStatusResponse415 | setInsightStatusResponse429 | setInsightStatusResponse500) & {
  headers: Headers;
};

export type setInsightStatusResponse = (setInsightStatusResponseSuccess | setInsightStatusResponseError)

export const getSetInsightStatusUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/set-status`
}

/**
 * Decide on an insight
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const setInsightStatus = async (id: string,
    setInsightStatusBody: SetInsightStatusBody,
    headers?: SetInsightStatusHeaders, options?: RequestInit): Promise<setInsightStatusResponse> => {
  
  return sextantFetch<setInsightStatusResponse>(getSetInsightStatusUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setInsightStatusBody,)
  }
);}


/**
 * Sends an insight to a team for review: with a team (UUID or prefix) it becomes review and the team's insight reviewer is notified; with null the review ends and a live insight becomes active when it has linked work, else created. A terminal insight (rejected, delivered, archived) keeps its outcome. Returns the insight.
 * @summary Send an insight for review
 */
export type setInsightReviewTeamResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type setInsightReviewTeamResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setInsightReviewTeamResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setInsightReviewTeamResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setInsightReviewTeamResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setInsightReviewTeamResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setInsightReviewTeamResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setInsightReviewTeamResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setInsightReviewTeamResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setInsightReviewTeamResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setInsightReviewTeamResponseSuccess = (setInsightReviewTeamResponse200) & {
  headers: Headers;
};
export type setInsightReviewTeamResponseError = (setInsightReviewTeamResponse400 | setInsightReviewTeamResponse401 | setInsightReviewTeamResponse403 | setInsightReviewTeamResponse404 | setInsightReviewTeamResponse409 | setInsightReviewTeamResponse413 | setInsightReviewTeamResponse415 | setInsightReviewTeamResponse429 | setInsightReviewTeamResponse500) & {
  headers: Headers;
};

export type setInsightReviewTeamResponse = (setInsightReviewTeamResponseSuccess | setInsightReviewTeamResponseError)

export const getSetInsightReviewTeamUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/set-review-team`
}

/**
 * Send an insight for review
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const setInsightReviewTeam = async (id: string,
    setInsightReviewTeamBody: SetInsightReviewTeamBody,
    headers?: SetInsightReviewTeamHeaders, options?: RequestInit): Promise<setInsightReviewTeamResponse> => {
  
  return sextantFetch<setInsightReviewTeamResponse>(getSetInsightReviewTeamUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setInsightReviewTeamBody,)
  }
);}


/**
 * Replaces an insight's tags with the given list; an empty list clears them. Returns the insight.
 * @summary Set an insight's tags
 */
export type setInsightTagsResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type setInsightTagsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setInsightTagsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setInsightTagsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setInsightTagsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setInsightTagsResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setInsightTagsResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setInsightTagsResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setInsightTagsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setInsightTagsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setInsightTagsResponseSuccess = (setInsightTagsResponse200) & {
  headers: Headers;
};
export type setInsightTagsResponseError = (setInsightTagsResponse400 | setInsightTagsResponse401 | setInsightTagsResponse403 | setInsightTagsResponse404 | setInsightTagsResponse409 | setInsightTagsResponse413 | setInsightTagsResponse415 | setInsightTagsResponse429 | setInsightTagsResponse500) & {
  headers: Headers;
};

export type setInsightTagsResponse = (setInsightTagsResponseSuccess | setInsightTagsResponseError)

export const getSetInsightTagsUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/set-tags`
}

/**
 * Set an insight's tags
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const setInsightTags = async (id: string,
    setInsightTagsBody: SetInsightTagsBody,
    headers?: SetInsightTagsHeaders, options?: RequestInit): Promise<setInsightTagsResponse> => {
  
  return sextantFetch<setInsightTagsResponse>(getSetInsightTagsUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setInsightTagsBody,)
  }
);}


/**
 * Replaces an insight's objective impacts with the given list: per objective (UUID or OBJ-2), the delta the ask would move its metric by, in that metric's unit. An empty list clears them; an objective twice is 400. Returns the insight.
 * @summary Set an insight's objective impacts
 */
export type setInsightImpactResponse200 = {
  data: InsightSavedResponse
  status: 200
}

export type setInsightImpactResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setInsightImpactResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setInsightImpactResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setInsightImpactResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setInsightImpactResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setInsightImpactResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setInsightImpactResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setInsightImpactResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setInsightImpactResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setInsightImpactResponseSuccess = (setInsightImpactResponse200) & {
  headers: Headers;
};
export type setInsightImpactResponseError = (setInsightImpactResponse400 | setInsightImpactResponse401 | setInsightImpactResponse403 | setInsightImpactResponse404 | setInsightImpactResponse409 | setInsightImpactResponse413 | setInsightImpactResponse415 | setInsightImpactResponse429 | setInsightImpactResponse500) & {
  headers: Headers;
};

export type setInsightImpactResponse = (setInsightImpactResponseSuccess | setInsightImpactResponseError)

export const getSetInsightImpactUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/set-impact`
}

/**
 * Set an insight's objective impacts
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "INS-1",
 *     "number": 1,
 *     "verbatim": "We lose a day every month reconciling invoices by hand.",
 *     "interpretation": "Needs automated invoice matching",
 *     "source": "interview",
 *     "moscow": "should",
 *     "deadline": "2026-07-02",
 *   …
 */
export const setInsightImpact = async (id: string,
    setInsightImpactBody: SetInsightImpactBody,
    headers?: SetInsightImpactHeaders, options?: RequestInit): Promise<setInsightImpactResponse> => {
  
  return sextantFetch<setInsightImpactResponse>(getSetInsightImpactUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setInsightImpactBody,)
  }
);}


/**
 * The org's external stakeholders by name, at most 500: demand roots outside the org, for insights that come from neither a customer nor a colleague.
 * @summary List external stakeholders
 */
export type listExternalStakeholdersResponse200 = {
  data: ExternalStakeholderListResponse
  status: 200
}

export type listExternalStakeholdersResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listExternalStakeholdersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listExternalStakeholdersResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listExternalStakeholdersResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listExternalStakeholdersResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listExternalStakeholdersResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listExternalStakeholdersResponseSuccess = (listExternalStakeholdersResponse200) & {
  headers: Headers;
};
export type listExternalStakeholdersResponseError = (listExternalStakeholdersResponse400 | listExternalStakeholdersResponse401 | listExternalStakeholdersResponse403 | listExternalStakeholdersResponse404 | listExternalStakeholdersResponse429 | listExternalStakeholdersResponse500) & {
  headers: Headers;
};

export type listExternalStakeholdersResponse = (listExternalStakeholdersResponseSuccess | listExternalStakeholdersResponseError)

export const getListExternalStakeholdersUrl = () => {


  

  return `/api/v1/external-stakeholders`
}

/**
 * List external stakeholders
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "6fbcc1d0-67aa-478e-ade2-470a3da7a6f5",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listExternalStakeholders = async ( options?: RequestInit): Promise<listExternalStakeholdersResponse> => {
  
  return sextantFetch<listExternalStakeholdersResponse>(getListExternalStakeholdersUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Adds an external stakeholder, a person outside the org. Names are unique regardless of case: a name already there returns the existing stakeholder with 200 instead of 201.
 * @summary Add an external stakeholder
 */
export type createExternalStakeholderResponse200 = {
  data: CreateExternalStakeholder200
  status: 200
}

export type createExternalStakeholderResponse201 = {
  data: ExternalStakeholderCreatedResponse
  status: 201
}

export type createExternalStakeholderResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createExternalStakeholderResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createExternalStakeholderResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createExternalStakeholderResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createExternalStakeholderResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createExternalStakeholderResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createExternalStakeholderResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createExternalStakeholderResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createExternalStakeholderResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createExternalStakeholderResponseSuccess = (createExternalStakeholderResponse200 | createExternalStakeholderResponse201) & {
  headers: Headers;
};
export type createExternalStakeholderResponseError = (createExternalStakeholderResponse400 | createExternalStakeholderResponse401 | createExternalStakeholderResponse403 | createExternalStakeholderResponse404 | createExternalStakeholderResponse409 | createExternalStakeholderResponse413 | createExternalStakeholderResponse415 | createExternalStakeholderResponse429 | createExternalStakeholderResponse500) & {
  headers: Headers;
};

export type createExternalStakeholderResponse = (createExternalStakeholderResponseSuccess | createExternalStakeholderResponseError)

export const getCreateExternalStakeholderUrl = () => {


  

  return `/api/v1/external-stakeholders`
}

/**
 * Add an external stakeholder
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0f5cd1f5-8bcf-41c0-9723-27d0baaba149",
 *     "name": "Gartner analyst",
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "48e50b19-b2de-4ff2-8991-2af09e05eeac",
 *     "timestamp": "2026-03-02T09:01:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const createExternalStakeholder = async (createExternalStakeholderBody: CreateExternalStakeholderBody,
    headers?: CreateExternalStakeholderHeaders, options?: RequestInit): Promise<createExternalStakeholderResponse> => {
  
  return sextantFetch<createExternalStakeholderResponse>(getCreateExternalStakeholderUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createExternalStakeholderBody,)
  }
);}


/**
 * Near-duplicates of an insight and past rejections of similar asks, most similar first, at most 20: check them before recording or promoting the same ask twice. Similarity is lexical (trigrams over verbatim and interpretation, raised by full-text rank).
 * @summary List insights similar to one
 */
export type listSimilarInsightsResponse200 = {
  data: SimilarInsightListResponse
  status: 200
}

export type listSimilarInsightsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listSimilarInsightsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listSimilarInsightsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listSimilarInsightsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listSimilarInsightsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listSimilarInsightsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listSimilarInsightsResponseSuccess = (listSimilarInsightsResponse200) & {
  headers: Headers;
};
export type listSimilarInsightsResponseError = (listSimilarInsightsResponse400 | listSimilarInsightsResponse401 | listSimilarInsightsResponse403 | listSimilarInsightsResponse404 | listSimilarInsightsResponse429 | listSimilarInsightsResponse500) & {
  headers: Headers;
};

export type listSimilarInsightsResponse = (listSimilarInsightsResponseSuccess | listSimilarInsightsResponseError)

export const getListSimilarInsightsUrl = (id: string,) => {


  

  return `/api/v1/insights/${id}/similar`
}

/**
 * List insights similar to one
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "22fe2701-89f3-40ed-91bc-feaef6052fcb",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listSimilarInsights = async (id: string, options?: RequestInit): Promise<listSimilarInsightsResponse> => {
  
  return sextantFetch<listSimilarInsightsResponse>(getListSimilarInsightsUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Clusters of similar unjudged insights (created or review, no linked work), largest ARR at stake first, each with a stable id, its insights, customer count and ARR at stake. Act on one with attach-work (link every insight to an opportunity or task), link-insights, dismiss, or promote it with patternPromotion when creating an opportunity.
 * @summary Read the insight pattern board
 */
export type getInsightPatternsResponse200 = {
  data: InsightPatternBoardResponse
  status: 200
}

export type getInsightPatternsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getInsightPatternsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getInsightPatternsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getInsightPatternsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getInsightPatternsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getInsightPatternsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getInsightPatternsResponseSuccess = (getInsightPatternsResponse200) & {
  headers: Headers;
};
export type getInsightPatternsResponseError = (getInsightPatternsResponse400 | getInsightPatternsResponse401 | getInsightPatternsResponse403 | getInsightPatternsResponse404 | getInsightPatternsResponse429 | getInsightPatternsResponse500) & {
  headers: Headers;
};

export type getInsightPatternsResponse = (getInsightPatternsResponseSuccess | getInsightPatternsResponseError)

export const getGetInsightPatternsUrl = () => {


  

  return `/api/v1/insights/patterns`
}

/**
 * Read the insight pattern board
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "enabled": true,
 *     "embeddingModelConfigured": false,
 *     "unjudgedCount": 16,
 *     "truncated": false,
 *     "patterns": [
 *       {
 *         "id": "36644a45-4353-4ec1-928e-939c7af08b6d",
 *         "label": "Offline sync on warehouse tablets soon",
 *         "status": "open",
 *   …
 */
export const getInsightPatterns = async ( options?: RequestInit): Promise<getInsightPatternsResponse> => {
  
  return sextantFetch<getInsightPatternsResponse>(getGetInsightPatternsUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Deprecated: create the opportunity with patternPromotion {patternId} instead, or attach the pattern to existing work. Still works: creates an opportunity titled title (default the pattern's label) linked to every insight of the pattern, and answers with a Deprecation header and meta.deprecation. Also needs opportunity:create. Returns the opportunity (201).
 * @deprecated
 * @summary Promote a pattern to an opportunity (deprecated)
 */
export type acceptInsightPatternResponse201 = {
  data: AcceptInsightPattern201
  status: 201
}

export type acceptInsightPatternResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type acceptInsightPatternResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type acceptInsightPatternResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type acceptInsightPatternResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type acceptInsightPatternResponse409 = {
  data: ConflictResponse
  status: 409
}

export type acceptInsightPatternResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type acceptInsightPatternResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type acceptInsightPatternResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type acceptInsightPatternResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type acceptInsightPatternResponseSuccess = (acceptInsightPatternResponse201) & {
  headers: Headers;
};
export type acceptInsightPatternResponseError = (acceptInsightPatternResponse400 | acceptInsightPatternResponse401 | acceptInsightPatternResponse403 | acceptInsightPatternResponse404 | acceptInsightPatternResponse409 | acceptInsightPatternResponse413 | acceptInsightPatternResponse415 | acceptInsightPatternResponse429 | acceptInsightPatternResponse500) & {
  headers: Headers;
};

export type acceptInsightPatternResponse = (acceptInsightPatternResponseSuccess | acceptInsightPatternResponseError)

export const getAcceptInsightPatternUrl = (patternId: string,) => {


  

  return `/api/v1/insights/patterns/${patternId}/accept`
}

/**
 * Promote a pattern to an opportunity (deprecated)
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "45126910-c3f5-4fbf-82ab-dbf2256114d6",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "OPP-9",
 *     "number": 9,
 *     "title": "Dark mode for night shifts soon",
 *     "description": "",
 *     "content": "",
 *     "estimatedCost": null,
 *     "leadId": null,
 *   …
 */
export const acceptInsightPattern = async (patternId: string,
    acceptInsightPatternBody: AcceptInsightPatternBody,
    headers?: AcceptInsightPatternHeaders, options?: RequestInit): Promise<acceptInsightPatternResponse> => {
  
  return sextantFetch<acceptInsightPatternResponse>(getAcceptInsightPatternUrl(patternId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      acceptInsightPatternBody,)
  }
);}


/**
 * Takes a pattern off the board; the same cluster does not come back. Returns the pattern.
 * @summary Dismiss a pattern
 */
export type dismissInsightPatternResponse200 = {
  data: InsightPatternSavedResponse
  status: 200
}

export type dismissInsightPatternResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type dismissInsightPatternResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type dismissInsightPatternResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type dismissInsightPatternResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type dismissInsightPatternResponse409 = {
  data: ConflictResponse
  status: 409
}

export type dismissInsightPatternResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type dismissInsightPatternResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type dismissInsightPatternResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type dismissInsightPatternResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type dismissInsightPatternResponseSuccess = (dismissInsightPatternResponse200) & {
  headers: Headers;
};
export type dismissInsightPatternResponseError = (dismissInsightPatternResponse400 | dismissInsightPatternResponse401 | dismissInsightPatternResponse403 | dismissInsightPatternResponse404 | dismissInsightPatternResponse409 | dismissInsightPatternResponse413 | dismissInsightPatternResponse415 | dismissInsightPatternResponse429 | dismissInsightPatternResponse500) & {
  headers: Headers;
};

export type dismissInsightPatternResponse = (dismissInsightPatternResponseSuccess | dismissInsightPatternResponseError)

export const getDismissInsightPatternUrl = (patternId: string,) => {


  

  return `/api/v1/insights/patterns/${patternId}/dismiss`
}

/**
 * Dismiss a pattern
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a47df9be-98b1-49a6-9f7d-b11114489e91",
 *     "label": "Okta single sign-on for contractors soon",
 *     "status": "dismissed",
 *     "insightIds": [
 *       "593447fe-af1a-46e4-b483-6661cf0dda68",
 *       "a7be401b-6440-4d30-a46f-823df8e29b10",
 *       "dc48f8eb-319a-4eb2-a400-0c78b92fac63"
 *     ],
 *     "customerCount": 1,
 *   …
 */
export const dismissInsightPattern = async (patternId: string,
    dismissInsightPatternBody: DismissInsightPatternBody,
    headers?: DismissInsightPatternHeaders, options?: RequestInit): Promise<dismissInsightPatternResponse> => {
  
  return sextantFetch<dismissInsightPatternResponse>(getDismissInsightPatternUrl(patternId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      dismissInsightPatternBody,)
  }
);}


/**
 * Links every insight of the pattern to an existing opportunity or task, as attach does for each (created insights become active), and marks the pattern attached. entityId is a UUID or ref (OPP-7, ENG-12). Returns the pattern.
 * @summary Attach a pattern to work
 */
export type attachInsightPatternWorkResponse200 = {
  data: InsightPatternSavedResponse
  status: 200
}

export type attachInsightPatternWorkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type attachInsightPatternWorkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type attachInsightPatternWorkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type attachInsightPatternWorkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type attachInsightPatternWorkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type attachInsightPatternWorkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type attachInsightPatternWorkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type attachInsightPatternWorkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type attachInsightPatternWorkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type attachInsightPatternWorkResponseSuccess = (attachInsightPatternWorkResponse200) & {
  headers: Headers;
};
export type attachInsightPatternWorkResponseError = (attachInsightPatternWorkResponse400 | attachInsightPatternWorkResponse401 | attachInsightPatternWorkResponse403 | attachInsightPatternWorkResponse404 | attachInsightPatternWorkResponse409 | attachInsightPatternWorkResponse413 | attachInsightPatternWorkResponse415 | attachInsightPatternWorkResponse429 | attachInsightPatternWorkResponse500) & {
  headers: Headers;
};

export type attachInsightPatternWorkResponse = (attachInsightPatternWorkResponseSuccess | attachInsightPatternWorkResponseError)

export const getAttachInsightPatternWorkUrl = (patternId: string,) => {


  

  return `/api/v1/insights/patterns/${patternId}/attach-work`
}

/**
 * Attach a pattern to work
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "828376e9-cec2-4c14-85a8-a2a16ba52905",
 *     "label": "Bulk reassign owners from the kanban soon",
 *     "status": "attached",
 *     "insightIds": [
 *       "688af9be-6a6a-4869-8192-2b5a4134a0c5",
 *       "a68209cf-e9ee-46d8-a66a-610a4ba6208c",
 *       "bb981bea-fe58-48ce-9857-be5f05f429ef"
 *     ],
 *     "customerCount": 1,
 *   …
 */
export const attachInsightPatternWork = async (patternId: string,
    attachInsightPatternWorkBody: AttachInsightPatternWorkBody,
    headers?: AttachInsightPatternWorkHeaders, options?: RequestInit): Promise<attachInsightPatternWorkResponse> => {
  
  return sextantFetch<attachInsightPatternWorkResponse>(getAttachInsightPatternWorkUrl(patternId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      attachInsightPatternWorkBody,)
  }
);}


/**
 * Adds the given insights (UUIDs or refs INS-4) to an open pattern; they stay in it across reads. Returns the pattern.
 * @summary Add insights to a pattern
 */
export type linkInsightPatternInsightsResponse200 = {
  data: InsightPatternSavedResponse
  status: 200
}

export type linkInsightPatternInsightsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type linkInsightPatternInsightsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type linkInsightPatternInsightsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type linkInsightPatternInsightsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type linkInsightPatternInsightsResponse409 = {
  data: ConflictResponse
  status: 409
}

export type linkInsightPatternInsightsResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type linkInsightPatternInsightsResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type linkInsightPatternInsightsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type linkInsightPatternInsightsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type linkInsightPatternInsightsResponseSuccess = (linkInsightPatternInsightsResponse200) & {
  headers: Headers;
};
export type linkInsightPatternInsightsResponseError = (linkInsightPatternInsightsResponse400 | linkInsightPatternInsightsResponse401 | linkInsightPatternInsightsResponse403 | linkInsightPatternInsightsResponse404 | linkInsightPatternInsightsResponse409 | linkInsightPatternInsightsResponse413 | linkInsightPatternInsightsResponse415 | linkInsightPatternInsightsResponse429 | linkInsightPatternInsightsResponse500) & {
  headers: Headers;
};

export type linkInsightPatternInsightsResponse = (linkInsightPatternInsightsResponseSuccess | linkInsightPatternInsightsResponseError)

export const getLinkInsightPatternInsightsUrl = (patternId: string,) => {


  

  return `/api/v1/insights/patterns/${patternId}/link-insights`
}

/**
 * Add insights to a pattern
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "b76359c5-ce5e-4a94-9cb5-e0b78eb68c64",
 *     "label": "Export the weekly revenue report as a PDF soon",
 *     "status": "open",
 *     "insightIds": [
 *       "4e6a8559-18e3-48b5-9200-907e97a11d13",
 *       "d850953e-3eda-4a0a-a673-fecae4f34560",
 *       "44340c34-64ac-45c9-bb91-597b42d29a23",
 *       "93d1aa45-b475-4c77-a0dc-1bea8d049b3e"
 *     ],
 *   …
 */
export const linkInsightPatternInsights = async (patternId: string,
    linkInsightPatternInsightsBody: LinkInsightPatternInsightsBody,
    headers?: LinkInsightPatternInsightsHeaders, options?: RequestInit): Promise<linkInsightPatternInsightsResponse> => {
  
  return sextantFetch<linkInsightPatternInsightsResponse>(getLinkInsightPatternInsightsUrl(patternId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      linkInsightPatternInsightsBody,)
  }
);}


