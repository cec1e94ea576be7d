/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  ArchiveStrategyHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateStrategyBody,
  CreateStrategyHeaders,
  ForbiddenResponse,
  InternalErrorResponse,
  ListStrategiesParams,
  ListStrategyVersionsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  PublishStrategyHeaders,
  RenameStrategyVersionBody,
  RenameStrategyVersionHeaders,
  StrategyCreatedResponse,
  StrategyListResponse,
  StrategyResponse,
  StrategySavedResponse,
  StrategyVersionListResponse,
  StrategyVersionSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateStrategyBody,
  UpdateStrategyHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's strategies by number, oldest first; filter status draft, active or archived. Paged. Every role reads strategies (strategy:read).
 * @summary List strategies
 */
export type listStrategiesResponse200 = {
  data: StrategyListResponse
  status: 200
}

export type listStrategiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listStrategiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listStrategiesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listStrategiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listStrategiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listStrategiesResponseSuccess = (listStrategiesResponse200) & {
  headers: Headers;
};
export type listStrategiesResponseError = (listStrategiesResponse400 | listStrategiesResponse401 | listStrategiesResponse403 | listStrategiesResponse429 | listStrategiesResponse500) & {
  headers: Headers;
};

export type listStrategiesResponse = (listStrategiesResponseSuccess | listStrategiesResponseError)

export const getListStrategiesUrl = (params?: ListStrategiesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/strategies?${stringifiedParams}` : `/api/v1/strategies`
}

/**
 * List strategies
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "f14c33b8-95f1-4c54-a487-80ab05046a3e",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listStrategies = async (params?: ListStrategiesParams, options?: RequestInit): Promise<listStrategiesResponse> => {
  
  return sextantFetch<listStrategiesResponse>(getListStrategiesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a strategy in status draft at version 1 with its first version snapshot. name (1-200 characters) and content (markdown, at least 1 character) are required. The caller becomes its owner, the only one who may edit, publish or archive it. Every other member of the org is notified.
 * @summary Create a strategy
 */
export type createStrategyResponse201 = {
  data: StrategyCreatedResponse
  status: 201
}

export type createStrategyResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createStrategyResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createStrategyResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createStrategyResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createStrategyResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createStrategyResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createStrategyResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createStrategyResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createStrategyResponseSuccess = (createStrategyResponse201) & {
  headers: Headers;
};
export type createStrategyResponseError = (createStrategyResponse400 | createStrategyResponse401 | createStrategyResponse403 | createStrategyResponse409 | createStrategyResponse413 | createStrategyResponse415 | createStrategyResponse429 | createStrategyResponse500) & {
  headers: Headers;
};

export type createStrategyResponse = (createStrategyResponseSuccess | createStrategyResponseError)

export const getCreateStrategyUrl = () => {


  

  return `/api/v1/strategies`
}

/**
 * Create a strategy
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "STR-1",
 *     "number": 1,
 *     "name": "Win the mid-market on time-to-value",
 *     "content": "## Where we play\nMid-market SaaS teams of 50-500.",
 *     "version": 1,
 *     "status": "draft",
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const createStrategy = async (createStrategyBody: CreateStrategyBody,
    headers?: CreateStrategyHeaders, options?: RequestInit): Promise<createStrategyResponse> => {
  
  return sextantFetch<createStrategyResponse>(getCreateStrategyUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createStrategyBody,)
  }
);}


/**
 * One strategy by UUID or ref STR-<n>: name, markdown content, version, status, owner and the current version's label. 404 when absent or in another org.
 * @summary Get a strategy
 */
export type getStrategyResponse200 = {
  data: StrategyResponse
  status: 200
}

export type getStrategyResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getStrategyResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getStrategyResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getStrategyResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getStrategyResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getStrategyResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getStrategyResponseSuccess = (getStrategyResponse200) & {
  headers: Headers;
};
export type getStrategyResponseError = (getStrategyResponse400 | getStrategyResponse401 | getStrategyResponse403 | getStrategyResponse404 | getStrategyResponse429 | getStrategyResponse500) & {
  headers: Headers;
};

export type getStrategyResponse = (getStrategyResponseSuccess | getStrategyResponseError)

export const getGetStrategyUrl = (id: string,) => {


  

  return `/api/v1/strategies/${id}`
}

/**
 * Get a strategy
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "STR-1",
 *     "number": 1,
 *     "name": "Win the mid-market on time-to-value",
 *     "content": "## Where we play\nMid-market SaaS teams of 50-500.",
 *     "version": 1,
 *     "status": "draft",
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const getStrategy = async (id: string, options?: RequestInit): Promise<getStrategyResponse> => {
  
  return sextantFetch<getStrategyResponse>(getGetStrategyUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits name and/or content, with an optional changeNote. An edit that changes name or content bumps the version and records a version snapshot labelled with changeNote; a request that changes neither leaves the version as it is (and makes no snapshot). Owner only: anyone else gets 403 naming the owner. An archived strategy is read-only (409 INVALID_STATE_TRANSITION). The org's other members are notified of a change.
 * @summary Update a strategy
 */
export type updateStrategyResponse200 = {
  data: StrategySavedResponse
  status: 200
}

export type updateStrategyResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateStrategyResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateStrategyResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateStrategyResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateStrategyResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateStrategyResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateStrategyResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateStrategyResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateStrategyResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateStrategyResponseSuccess = (updateStrategyResponse200) & {
  headers: Headers;
};
export type updateStrategyResponseError = (updateStrategyResponse400 | updateStrategyResponse401 | updateStrategyResponse403 | updateStrategyResponse404 | updateStrategyResponse409 | updateStrategyResponse413 | updateStrategyResponse415 | updateStrategyResponse429 | updateStrategyResponse500) & {
  headers: Headers;
};

export type updateStrategyResponse = (updateStrategyResponseSuccess | updateStrategyResponseError)

export const getUpdateStrategyUrl = (id: string,) => {


  

  return `/api/v1/strategies/${id}`
}

/**
 * Update a strategy
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "STR-1",
 *     "number": 1,
 *     "name": "Win the mid-market on time-to-value",
 *     "content": "## Where we play\nMid-market SaaS teams of 50-1000.",
 *     "version": 2,
 *     "status": "draft",
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const updateStrategy = async (id: string,
    updateStrategyBody: UpdateStrategyBody,
    headers?: UpdateStrategyHeaders, options?: RequestInit): Promise<updateStrategyResponse> => {
  
  return sextantFetch<updateStrategyResponse>(getUpdateStrategyUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateStrategyBody,)
  }
);}


/**
 * Publishes a draft strategy: draft → active, its current version becomes the one in force. Owner only (403 naming the owner otherwise). A strategy that is not a draft is 409 INVALID_STATE_TRANSITION with its status in error.data. The org's other members are notified and the publication is posted, as the caller, to the org's system room.
 * @summary Publish a strategy
 */
export type publishStrategyResponse200 = {
  data: StrategySavedResponse
  status: 200
}

export type publishStrategyResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type publishStrategyResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type publishStrategyResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type publishStrategyResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type publishStrategyResponse409 = {
  data: ConflictResponse
  status: 409
}

export type publishStrategyResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type publishStrategyResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type publishStrategyResponseSuccess = (publishStrategyResponse200) & {
  headers: Headers;
};
export type publishStrategyResponseError = (publishStrategyResponse400 | publishStrategyResponse401 | publishStrategyResponse403 | publishStrategyResponse404 | publishStrategyResponse409 | publishStrategyResponse429 | publishStrategyResponse500) & {
  headers: Headers;
};

export type publishStrategyResponse = (publishStrategyResponseSuccess | publishStrategyResponseError)

export const getPublishStrategyUrl = (id: string,) => {


  

  return `/api/v1/strategies/${id}/publish`
}

/**
 * Publish a strategy
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "STR-1",
 *     "number": 1,
 *     "name": "Win the mid-market on time-to-value",
 *     "content": "## Where we play\nMid-market SaaS teams of 50-1000.",
 *     "version": 2,
 *     "status": "active",
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const publishStrategy = async (id: string,
    headers?: PublishStrategyHeaders, options?: RequestInit): Promise<publishStrategyResponse> => {
  
  return sextantFetch<publishStrategyResponse>(getPublishStrategyUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Archives a draft or active strategy: terminal; the strategy and its versions stay readable but take no more writes (edits, publish, archive and version renames are 409). Owner only (403 naming the owner otherwise). Archiving an archived strategy is 409 INVALID_STATE_TRANSITION. The org's other members are notified.
 * @summary Archive a strategy
 */
export type archiveStrategyResponse200 = {
  data: StrategySavedResponse
  status: 200
}

export type archiveStrategyResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type archiveStrategyResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type archiveStrategyResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type archiveStrategyResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type archiveStrategyResponse409 = {
  data: ConflictResponse
  status: 409
}

export type archiveStrategyResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type archiveStrategyResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type archiveStrategyResponseSuccess = (archiveStrategyResponse200) & {
  headers: Headers;
};
export type archiveStrategyResponseError = (archiveStrategyResponse400 | archiveStrategyResponse401 | archiveStrategyResponse403 | archiveStrategyResponse404 | archiveStrategyResponse409 | archiveStrategyResponse429 | archiveStrategyResponse500) & {
  headers: Headers;
};

export type archiveStrategyResponse = (archiveStrategyResponseSuccess | archiveStrategyResponseError)

export const getArchiveStrategyUrl = (id: string,) => {


  

  return `/api/v1/strategies/${id}/archive`
}

/**
 * Archive a strategy
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "STR-1",
 *     "number": 1,
 *     "name": "Win the mid-market on time-to-value",
 *     "content": "## Where we play\nMid-market SaaS teams of 50-1000.",
 *     "version": 2,
 *     "status": "archived",
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const archiveStrategy = async (id: string,
    headers?: ArchiveStrategyHeaders, options?: RequestInit): Promise<archiveStrategyResponse> => {
  
  return sextantFetch<archiveStrategyResponse>(getArchiveStrategyUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Version snapshots of a strategy, newest first: each version's name, content, change note, label and author. Paged.
 * @summary List a strategy's versions
 */
export type listStrategyVersionsResponse200 = {
  data: StrategyVersionListResponse
  status: 200
}

export type listStrategyVersionsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listStrategyVersionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listStrategyVersionsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listStrategyVersionsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listStrategyVersionsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listStrategyVersionsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listStrategyVersionsResponseSuccess = (listStrategyVersionsResponse200) & {
  headers: Headers;
};
export type listStrategyVersionsResponseError = (listStrategyVersionsResponse400 | listStrategyVersionsResponse401 | listStrategyVersionsResponse403 | listStrategyVersionsResponse404 | listStrategyVersionsResponse429 | listStrategyVersionsResponse500) & {
  headers: Headers;
};

export type listStrategyVersionsResponse = (listStrategyVersionsResponseSuccess | listStrategyVersionsResponseError)

export const getListStrategyVersionsUrl = (id: string,
    params?: ListStrategyVersionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/strategies/${id}/versions?${stringifiedParams}` : `/api/v1/strategies/${id}/versions`
}

/**
 * List a strategy's versions
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "f8f9d12f-916e-4c83-b402-f8cc11f42941",
 *       "strategyId": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *       "version": 1,
 *       "name": "Win the mid-market on time-to-value",
 *       "content": "## Where we play\nMid-market SaaS teams of 50-500.",
 *       "changeNote": "",
 *       "label": "v1",
 *       "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const listStrategyVersions = async (id: string,
    params?: ListStrategyVersionsParams, options?: RequestInit): Promise<listStrategyVersionsResponse> => {
  
  return sextantFetch<listStrategyVersionsResponse>(getListStrategyVersionsUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets the label (change note) of one version snapshot; an empty note clears it, and the label falls back to "v{n}". Owner only (403 naming the owner otherwise); an archived strategy's versions are read-only (409). 404 naming path.version when the strategy has no such version.
 * @summary Label a strategy version
 */
export type renameStrategyVersionResponse200 = {
  data: StrategyVersionSavedResponse
  status: 200
}

export type renameStrategyVersionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type renameStrategyVersionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type renameStrategyVersionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type renameStrategyVersionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type renameStrategyVersionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type renameStrategyVersionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type renameStrategyVersionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type renameStrategyVersionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type renameStrategyVersionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type renameStrategyVersionResponseSuccess = (renameStrategyVersionResponse200) & {
  headers: Headers;
};
export type renameStrategyVersionResponseError = (renameStrategyVersionResponse400 | renameStrategyVersionResponse401 | renameStrategyVersionResponse403 | renameStrategyVersionResponse404 | renameStrategyVersionResponse409 | renameStrategyVersionResponse413 | renameStrategyVersionResponse415 | renameStrategyVersionResponse429 | renameStrategyVersionResponse500) & {
  headers: Headers;
};

export type renameStrategyVersionResponse = (renameStrategyVersionResponseSuccess | renameStrategyVersionResponseError)

export const getRenameStrategyVersionUrl = (id: string,
    version: number,) => {


  

  return `/api/v1/strategies/${id}/versions/${version}/rename`
}

/**
 * Label a strategy version
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f8f9d12f-916e-4c83-b402-f8cc11f42941",
 *     "strategyId": "78f14179-35f1-4f14-8d66-f7a41ad4a5ec",
 *     "version": 1,
 *     "name": "Win the mid-market on time-to-value",
 *     "content": "## Where we play\nMid-market SaaS teams of 50-500.",
 *     "changeNote": "Q3 planning cut",
 *     "label": "Q3 planning cut",
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const renameStrategyVersion = async (id: string,
    version: number,
    renameStrategyVersionBody: RenameStrategyVersionBody,
    headers?: RenameStrategyVersionHeaders, options?: RequestInit): Promise<renameStrategyVersionResponse> => {
  
  return sextantFetch<renameStrategyVersionResponse>(getRenameStrategyVersionUrl(id,version),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      renameStrategyVersionBody,)
  }
);}


