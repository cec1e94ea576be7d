/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  ActivityListResponse,
  BadRequestResponse,
  ConflictResponse,
  ForbiddenResponse,
  GetLiveness200,
  GetOpenApiDocument200,
  GetReadiness200,
  GetSchema200,
  GetSubscriptionParams,
  InternalErrorResponse,
  ListActivitiesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  RunBatch207,
  RunBatchBody,
  RunBatchHeaders,
  SearchEntities200,
  SearchEntitiesParams,
  ServiceUnavailableResponse,
  SetSubscriptionBody,
  SetSubscriptionHeaders,
  SetViewerAvatarBody,
  SetViewerAvatarHeaders,
  SubscriptionResponse,
  SubscriptionSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ViewerResponse,
  ViewerSavedResponse,
  VisionAiContextResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Answers 200 while the process serves HTTP, without touching the database, so a process manager or container runtime can tell a hung process from a busy one (the `livenessProbe` of Kubernetes). Public, not rate limited, logged at debug level. Use GET /readyz to decide whether to route traffic here.
 * @summary Liveness probe
 */
export type getLivenessResponse200 = {
  data: GetLiveness200
  status: 200
}

export type getLivenessResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getLivenessResponseSuccess = (getLivenessResponse200) & {
  headers: Headers;
};
export type getLivenessResponseError = (getLivenessResponse500) & {
  headers: Headers;
};

export type getLivenessResponse = (getLivenessResponseSuccess | getLivenessResponseError)

export const getGetLivenessUrl = () => {


  

  return `/healthz`
}

/**
 * Liveness probe
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "status": "ok",
 *     "uptimeSeconds": 86400
 *   },
 *   "meta": {
 *     "requestId": "b2ca302f-8980-4fca-b956-1d15a0ad2bca",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": []
 *   …
 */
export const getLiveness = async ( options?: RequestInit): Promise<getLivenessResponse> => {
  
  return sextantFetch<getLivenessResponse>(getGetLivenessUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Answers 200 when this instance can serve requests: the database answers within 2 s and every migration this build knows is applied (the `readinessProbe` of Kubernetes). Otherwise 503 with `error.data.checks` naming what failed, and `Retry-After`; an instance that received SIGTERM answers 503 while it drains. Public, not rate limited, logged at debug level.
 * @summary Readiness probe
 */
export type getReadinessResponse200 = {
  data: GetReadiness200
  status: 200
}

export type getReadinessResponse500 = {
  data: InternalErrorResponse
  status: 500
}

export type getReadinessResponse503 = {
  data: ServiceUnavailableResponse
  status: 503
}
    
export type getReadinessResponseSuccess = (getReadinessResponse200) & {
  headers: Headers;
};
export type getReadinessResponseError = (getReadinessResponse500 | getReadinessResponse503) & {
  headers: Headers;
};

export type getReadinessResponse = (getReadinessResponseSuccess | getReadinessResponseError)

export const getGetReadinessUrl = () => {


  

  return `/readyz`
}

/**
 * Readiness probe
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "status": "ready",
 *     "checks": {
 *       "database": "ok",
 *       "migrations": "ok",
 *       "draining": false
 *     }
 *   },
 *   "meta": {
 *     "requestId": "f40e552a-2917-4138-a715-296fd7abd5dc",
 *   …
 */
export const getReadiness = async ( options?: RequestInit): Promise<getReadinessResponse> => {
  
  return sextantFetch<getReadinessResponse>(getGetReadinessUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * A compact, generated overview of every operation (method, path, summary, capability, MCP tool) — cheaper for an agent to read than the full OpenAPI document. Public.
 * @summary Condensed API overview
 */
export type getSchemaResponse200 = {
  data: GetSchema200
  status: 200
}

export type getSchemaResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getSchemaResponseSuccess = (getSchemaResponse200) & {
  headers: Headers;
};
export type getSchemaResponseError = (getSchemaResponse500) & {
  headers: Headers;
};

export type getSchemaResponse = (getSchemaResponseSuccess | getSchemaResponseError)

export const getGetSchemaUrl = () => {


  

  return `/api/v1/schema`
}

/**
 * Condensed API overview
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "title": "Sextant API",
 *     "version": "v1",
 *     "openapi": "/api/v1/openapi.json",
 *     "operations": [
 *       {
 *         "operationId": "getLiveness",
 *         "method": "GET",
 *         "path": "/healthz",
 *         "tag": "platform",
 *   …
 */
export const getSchema = async ( options?: RequestInit): Promise<getSchemaResponse> => {
  
  return sextantFetch<getSchemaResponse>(getGetSchemaUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * The bundled, machine-readable OpenAPI 3.1 document, unwrapped (no envelope). Public.
 * @summary The OpenAPI 3.1 description of this API
 */
export type getOpenApiDocumentResponse200 = {
  data: GetOpenApiDocument200
  status: 200
}

export type getOpenApiDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getOpenApiDocumentResponseSuccess = (getOpenApiDocumentResponse200) & {
  headers: Headers;
};
export type getOpenApiDocumentResponseError = (getOpenApiDocumentResponse500) & {
  headers: Headers;
};

export type getOpenApiDocumentResponse = (getOpenApiDocumentResponseSuccess | getOpenApiDocumentResponseError)

export const getGetOpenApiDocumentUrl = () => {


  

  return `/api/v1/openapi.json`
}

/**
 * The OpenAPI 3.1 description of this API
 * @example
 * // 200 answer (recorded):
 * {
 *   "openapi": "3.1.0",
 *   "info": {
 *     "title": "Sextant API",
 *     "version": "v1"
 *   },
 *   "servers": [
 *     {
 *       "url": "https://sextant.example.com",
 *       "description": "This Sextant server"
 *     }
 *   ],
 *   …
 */
export const getOpenApiDocument = async ( options?: RequestInit): Promise<getOpenApiDocumentResponse> => {
  
  return sextantFetch<getOpenApiDocumentResponse>(getGetOpenApiDocumentUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * The calling user, their org, the credential's role, teams and capability grants. Self-scoped.
 * @summary Who am I
 */
export type getViewerResponse200 = {
  data: ViewerResponse
  status: 200
}

export type getViewerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getViewerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getViewerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getViewerResponseSuccess = (getViewerResponse200) & {
  headers: Headers;
};
export type getViewerResponseError = (getViewerResponse401 | getViewerResponse429 | getViewerResponse500) & {
  headers: Headers;
};

export type getViewerResponse = (getViewerResponseSuccess | getViewerResponseError)

export const getGetViewerUrl = () => {


  

  return `/api/v1/viewer`
}

/**
 * Who am I
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "name": "Dana Whitfield",
 *     "email": "dana.whitfield@northwind.example.com",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "role": "admin",
 *     "avatarFileId": null,
 *     "teams": [],
 *     "capabilities": [
 *       "allocation:read",
 *   …
 */
export const getViewer = async ( options?: RequestInit): Promise<getViewerResponse> => {
  
  return sextantFetch<getViewerResponse>(getGetViewerUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets your avatar to an uploaded image: fileId of a clean file whose type is image/png, image/jpeg, image/gif or image/webp (409 while it is still being checked or when it failed; 400 for another type); null removes it. Returns the caller.
 * @summary Set your avatar
 */
export type setViewerAvatarResponse200 = {
  data: ViewerSavedResponse
  status: 200
}

export type setViewerAvatarResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setViewerAvatarResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setViewerAvatarResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setViewerAvatarResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setViewerAvatarResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setViewerAvatarResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setViewerAvatarResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setViewerAvatarResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setViewerAvatarResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setViewerAvatarResponseSuccess = (setViewerAvatarResponse200) & {
  headers: Headers;
};
export type setViewerAvatarResponseError = (setViewerAvatarResponse400 | setViewerAvatarResponse401 | setViewerAvatarResponse403 | setViewerAvatarResponse404 | setViewerAvatarResponse409 | setViewerAvatarResponse413 | setViewerAvatarResponse415 | setViewerAvatarResponse429 | setViewerAvatarResponse500) & {
  headers: Headers;
};

export type setViewerAvatarResponse = (setViewerAvatarResponseSuccess | setViewerAvatarResponseError)

export const getSetViewerAvatarUrl = () => {


  

  return `/api/v1/viewer/avatar`
}

/**
 * Set your avatar
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "name": "Dana Whitfield",
 *     "email": "dana.whitfield@northwind.example.com",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "role": "admin",
 *     "avatarFileId": "a662d8f3-6bc7-4404-b655-1f7ea7edb3c9",
 *     "teams": [],
 *     "capabilities": [
 *       "allocation:read",
 *   …
 */
export const setViewerAvatar = async (setViewerAvatarBody: SetViewerAvatarBody,
    headers?: SetViewerAvatarHeaders, options?: RequestInit): Promise<setViewerAvatarResponse> => {
  
  return sextantFetch<setViewerAvatarResponse>(getSetViewerAvatarUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setViewerAvatarBody,)
  }
);}


/**
 * Runs each entry in order through the same pipeline as a direct call: authentication, capability, validation, idempotency and rate limit apply per entry. Answers 207 with `data` holding one envelope per entry id (with its HTTP `status`); one entry's failure does not stop the others. More than 20 entries, duplicate ids, or an entry that is itself a batch are refused with 400. Entries are not one transaction: each write commits on its own.
 * @summary Run up to 20 operations
 */
export type runBatchResponse207 = {
  data: RunBatch207
  status: 207
}

export type runBatchResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type runBatchResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type runBatchResponse409 = {
  data: ConflictResponse
  status: 409
}

export type runBatchResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type runBatchResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type runBatchResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type runBatchResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type runBatchResponseSuccess = (runBatchResponse207) & {
  headers: Headers;
};
export type runBatchResponseError = (runBatchResponse400 | runBatchResponse401 | runBatchResponse409 | runBatchResponse413 | runBatchResponse415 | runBatchResponse429 | runBatchResponse500) & {
  headers: Headers;
};

export type runBatchResponse = (runBatchResponseSuccess | runBatchResponseError)

export const getRunBatchUrl = () => {


  

  return `/api/v1/batch`
}

/**
 * Run up to 20 operations
 * @example
 * // 207 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "viewer": {
 *       "status": 200,
 *       "headers": {
 *         "X-RateLimit-Limit": "1000000",
 *         "X-RateLimit-Remaining": "999800",
 *         "X-RateLimit-Reset": "1772445600"
 *       },
 *       "ok": true,
 *       "data": {
 *   …
 */
export const runBatch = async (runBatchBody: RunBatchBody,
    headers?: RunBatchHeaders, options?: RequestInit): Promise<runBatchResponse> => {
  
  return sextantFetch<runBatchResponse>(getRunBatchUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      runBatchBody,)
  }
);}


/**
 * Ranked full-text and fuzzy search over visions, strategies (name and content), objectives, metrics, opportunities, tasks, teams, users, customers (by name) and insights (verbatim and interpretation). Only the types the credential can read are searched. At most 40 results, best first; an exact ref (ENG-12) ranks first, then title matches, then matches in the description. Every word matches as a prefix ("onboar" finds "onboarding"); a word that starts no known word also matches its closest spellings ("onbording" finds "onboarding"). Identifiers are found whole and by their parts: CVE-2026-1234 by "CVE-2026-1234", "2026-1234" or "1234", a version 20.19.5 by "20.19", a build race-1795875868609 by its number, ERR113 by "113". query needs at least 2 characters. A search that takes longer than its time limit answers 503 with Retry-After; retry then, or search for more specific words or fewer types.
 * @summary Search across the org
 */
export type searchEntitiesResponse200 = {
  data: SearchEntities200
  status: 200
}

export type searchEntitiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type searchEntitiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type searchEntitiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type searchEntitiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}

export type searchEntitiesResponse503 = {
  data: ServiceUnavailableResponse
  status: 503
}
    
export type searchEntitiesResponseSuccess = (searchEntitiesResponse200) & {
  headers: Headers;
};
export type searchEntitiesResponseError = (searchEntitiesResponse400 | searchEntitiesResponse401 | searchEntitiesResponse429 | searchEntitiesResponse500 | searchEntitiesResponse503) & {
  headers: Headers;
};

export type searchEntitiesResponse = (searchEntitiesResponseSuccess | searchEntitiesResponseError)

export const getSearchEntitiesUrl = (params: SearchEntitiesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/search?${stringifiedParams}` : `/api/v1/search`
}

/**
 * Search across the org
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "type": "user",
 *       "id": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "ref": null,
 *       "title": "Ada Nguyen",
 *       "snippet": "ada.nguyen1@northwind.example.com",
 *       "score": 0.304,
 *       "href": "/api/v1/users/572b3d7c-8998-4dad-a8cf-8f505de241c9"
 *     },
 *   …
 */
export const searchEntities = async (params: SearchEntitiesParams, options?: RequestInit): Promise<searchEntitiesResponse> => {
  
  return sextantFetch<searchEntitiesResponse>(getSearchEntitiesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Who changed which field of an entity, from what to what, and when; newest first. Every write records its changes in the same transaction. Needs the entity's read capability (for example task:read); financial fields are left out without cost:read. A deleted entity's log stays readable by UUID. Rooms, messages and comments (by UUID) have logs too, readable by whoever can read them; a room's log also records its members joining and leaving (subject member). Paged.
 * @summary Activity log of an entity
 */
export type listActivitiesResponse200 = {
  data: ActivityListResponse
  status: 200
}

export type listActivitiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listActivitiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listActivitiesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listActivitiesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listActivitiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listActivitiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listActivitiesResponseSuccess = (listActivitiesResponse200) & {
  headers: Headers;
};
export type listActivitiesResponseError = (listActivitiesResponse400 | listActivitiesResponse401 | listActivitiesResponse403 | listActivitiesResponse404 | listActivitiesResponse429 | listActivitiesResponse500) & {
  headers: Headers;
};

export type listActivitiesResponse = (listActivitiesResponseSuccess | listActivitiesResponseError)

export const getListActivitiesUrl = (params: ListActivitiesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/activities?${stringifiedParams}` : `/api/v1/activities`
}

/**
 * Activity log of an entity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "69305f66-5b42-42a9-9fdb-4f0f6922fd94",
 *       "entityType": "vision",
 *       "entityId": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *       "subject": null,
 *       "action": "updated",
 *       "changes": [
 *         {
 *           "field": "version",
 *   …
 */
export const listActivities = async (params: ListActivitiesParams, options?: RequestInit): Promise<listActivitiesResponse> => {
  
  return sextantFetch<listActivitiesResponse>(getListActivitiesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Whether the caller follows the entity; false covers never subscribed and muted. Followers get an entity_changed notification for each write to it by someone else. Needs the entity's read capability.
 * @summary Whether you follow an entity
 */
export type getSubscriptionResponse200 = {
  data: SubscriptionResponse
  status: 200
}

export type getSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getSubscriptionResponseSuccess = (getSubscriptionResponse200) & {
  headers: Headers;
};
export type getSubscriptionResponseError = (getSubscriptionResponse400 | getSubscriptionResponse401 | getSubscriptionResponse403 | getSubscriptionResponse404 | getSubscriptionResponse429 | getSubscriptionResponse500) & {
  headers: Headers;
};

export type getSubscriptionResponse = (getSubscriptionResponseSuccess | getSubscriptionResponseError)

export const getGetSubscriptionUrl = (params: GetSubscriptionParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/subscriptions?${stringifiedParams}` : `/api/v1/subscriptions`
}

/**
 * Whether you follow an entity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "entityType": "vision",
 *     "entityId": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *     "subscribed": false
 *   },
 *   "meta": {
 *     "requestId": "028119a2-660b-4e87-ae04-e661ef33d171",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const getSubscription = async (params: GetSubscriptionParams, options?: RequestInit): Promise<getSubscriptionResponse> => {
  
  return sextantFetch<getSubscriptionResponse>(getGetSubscriptionUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets whether the caller follows the entity (absolute: subscribed true follows, false mutes). Needs the entity's read capability. Setting the current state again is a success.
 * @summary Follow or unfollow an entity
 */
export type setSubscriptionResponse200 = {
  data: SubscriptionSavedResponse
  status: 200
}

export type setSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setSubscriptionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setSubscriptionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setSubscriptionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setSubscriptionResponseSuccess = (setSubscriptionResponse200) & {
  headers: Headers;
};
export type setSubscriptionResponseError = (setSubscriptionResponse400 | setSubscriptionResponse401 | setSubscriptionResponse403 | setSubscriptionResponse404 | setSubscriptionResponse409 | setSubscriptionResponse413 | setSubscriptionResponse415 | setSubscriptionResponse429 | setSubscriptionResponse500) & {
  headers: Headers;
};

export type setSubscriptionResponse = (setSubscriptionResponseSuccess | setSubscriptionResponseError)

export const getSetSubscriptionUrl = () => {


  

  return `/api/v1/subscriptions`
}

/**
 * Follow or unfollow an entity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "entityType": "task",
 *     "entityId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "subscribed": true
 *   },
 *   "meta": {
 *     "requestId": "bb742a02-3c61-4765-94ed-4f01a09b94c4",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const setSubscription = async (setSubscriptionBody: SetSubscriptionBody,
    headers?: SetSubscriptionHeaders, options?: RequestInit): Promise<setSubscriptionResponse> => {
  
  return sextantFetch<setSubscriptionResponse>(getSetSubscriptionUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setSubscriptionBody,)
  }
);}


/**
 * A system prompt, the vision's state and its gaps (objectives without metrics or targets, metrics without readings, objectives without opportunities, opportunities without objectives), and the mutation operations that close them, each as an MCP tool name and a REST call.
 * @summary Agent context for a vision
 */
export type getVisionAiContextResponse200 = {
  data: VisionAiContextResponse
  status: 200
}

export type getVisionAiContextResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getVisionAiContextResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getVisionAiContextResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getVisionAiContextResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getVisionAiContextResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getVisionAiContextResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getVisionAiContextResponseSuccess = (getVisionAiContextResponse200) & {
  headers: Headers;
};
export type getVisionAiContextResponseError = (getVisionAiContextResponse400 | getVisionAiContextResponse401 | getVisionAiContextResponse403 | getVisionAiContextResponse404 | getVisionAiContextResponse429 | getVisionAiContextResponse500) & {
  headers: Headers;
};

export type getVisionAiContextResponse = (getVisionAiContextResponseSuccess | getVisionAiContextResponseError)

export const getGetVisionAiContextUrl = (id: string,) => {


  

  return `/api/v1/ai/context/vision/${id}`
}

/**
 * Agent context for a vision
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "systemPrompt": "You are working on the product vision VIS-3 \"Every team ships what moves the needle\" in Sextant, an outcomes-anchored project-management service. Every piece of work must trace to this vision through an objective anchored to a metric with a target. Under it: 0 objectives, 0 metrics, 0 opportunities and 0 tasks. There are 1 gaps (context.gaps). Close them with the listed tools, completing each pre-filled body with the fields it lacks (titles, targets, readings); ask the user when a value (a target, a reading) is not known. Every response lists the valid next operations in `actions`; prefer them over guessing paths.",
 *     "context": {
 *       "vision": {
 *         "id": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *         "ref": "VIS-3",
 *         "name": "Every team ships what moves the needle",
 *         "kind": "product",
 *         "narrative": "In three years every team plans from outcomes."
 *       },
 *   …
 */
export const getVisionAiContext = async (id: string, options?: RequestInit): Promise<getVisionAiContextResponse> => {
  
  return sextantFetch<getVisionAiContextResponse>(getGetVisionAiContextUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


