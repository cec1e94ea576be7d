/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateVisionBody,
  CreateVisionHeaders,
  ForbiddenResponse,
  InternalErrorResponse,
  ListVisionObjectivesParams,
  ListVisionVersionsParams,
  ListVisionsParams,
  NotFoundResponse,
  ObjectiveListResponse,
  PayloadTooLargeResponse,
  RenameVisionVersionBody,
  RenameVisionVersionHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateVisionBody,
  UpdateVisionHeaders,
  VisionChildrenResponse,
  VisionCreatedResponse,
  VisionListResponse,
  VisionResponse,
  VisionSavedResponse,
  VisionVersionListResponse,
  VisionVersionSavedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Visions of the caller's org, the company vision first, then by number. Paged.
 * @summary List visions
 */
export type listVisionsResponse200 = {
  data: VisionListResponse
  status: 200
}

export type listVisionsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listVisionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listVisionsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listVisionsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listVisionsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listVisionsResponseSuccess = (listVisionsResponse200) & {
  headers: Headers;
};
export type listVisionsResponseError = (listVisionsResponse400 | listVisionsResponse401 | listVisionsResponse403 | listVisionsResponse429 | listVisionsResponse500) & {
  headers: Headers;
};

export type listVisionsResponse = (listVisionsResponseSuccess | listVisionsResponseError)

export const getListVisionsUrl = (params?: ListVisionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/visions?${stringifiedParams}` : `/api/v1/visions`
}

/**
 * List visions
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "51e65531-7ed7-4784-a18d-505373b318d0",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "VIS-1",
 *       "number": 1,
 *       "name": "Every team ships what moves the needle",
 *       "kind": "company",
 *       "narrative": "In three years, nobody has owned the notification emails since the team reorganised no longer. Coordinate the rollout with support and customer success.",
 *       "version": 1,
 *   …
 */
export const listVisions = async (params?: ListVisionsParams, options?: RequestInit): Promise<listVisionsResponse> => {
  
  return sextantFetch<listVisionsResponse>(getListVisionsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a vision at version 1 with its first version snapshot. One company vision per org: a second is refused with 409 ALREADY_EXISTS. The creator becomes its owner.
 * @summary Create a vision
 */
export type createVisionResponse201 = {
  data: VisionCreatedResponse
  status: 201
}

export type createVisionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createVisionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createVisionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createVisionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createVisionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createVisionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createVisionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createVisionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createVisionResponseSuccess = (createVisionResponse201) & {
  headers: Headers;
};
export type createVisionResponseError = (createVisionResponse400 | createVisionResponse401 | createVisionResponse403 | createVisionResponse409 | createVisionResponse413 | createVisionResponse415 | createVisionResponse429 | createVisionResponse500) & {
  headers: Headers;
};

export type createVisionResponse = (createVisionResponseSuccess | createVisionResponseError)

export const getCreateVisionUrl = () => {


  

  return `/api/v1/visions`
}

/**
 * Create a vision
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "VIS-3",
 *     "number": 3,
 *     "name": "Every team ships what moves the needle",
 *     "kind": "product",
 *     "narrative": "In three years every team plans from outcomes.",
 *     "version": 1,
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const createVision = async (createVisionBody: CreateVisionBody,
    headers?: CreateVisionHeaders, options?: RequestInit): Promise<createVisionResponse> => {
  
  return sextantFetch<createVisionResponse>(getCreateVisionUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createVisionBody,)
  }
);}


/**
 * One vision by UUID or ref VIS-<n>.
 * @summary Get a vision
 */
export type getVisionResponse200 = {
  data: VisionResponse
  status: 200
}

export type getVisionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getVisionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getVisionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getVisionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getVisionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getVisionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getVisionResponseSuccess = (getVisionResponse200) & {
  headers: Headers;
};
export type getVisionResponseError = (getVisionResponse400 | getVisionResponse401 | getVisionResponse403 | getVisionResponse404 | getVisionResponse429 | getVisionResponse500) & {
  headers: Headers;
};

export type getVisionResponse = (getVisionResponseSuccess | getVisionResponseError)

export const getGetVisionUrl = (id: string,) => {


  

  return `/api/v1/visions/${id}`
}

/**
 * Get a vision
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "VIS-3",
 *     "number": 3,
 *     "name": "Every team ships what moves the needle",
 *     "kind": "product",
 *     "narrative": "In three years every team plans from outcomes.",
 *     "version": 1,
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const getVision = async (id: string, options?: RequestInit): Promise<getVisionResponse> => {
  
  return sextantFetch<getVisionResponse>(getGetVisionUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits a vision's name and/or narrative. An edit that changes either bumps the version and records a version snapshot; a request that changes nothing leaves the version as it is.
 * @summary Update a vision
 */
export type updateVisionResponse200 = {
  data: VisionSavedResponse
  status: 200
}

export type updateVisionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateVisionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateVisionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateVisionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateVisionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateVisionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateVisionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateVisionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateVisionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateVisionResponseSuccess = (updateVisionResponse200) & {
  headers: Headers;
};
export type updateVisionResponseError = (updateVisionResponse400 | updateVisionResponse401 | updateVisionResponse403 | updateVisionResponse404 | updateVisionResponse409 | updateVisionResponse413 | updateVisionResponse415 | updateVisionResponse429 | updateVisionResponse500) & {
  headers: Headers;
};

export type updateVisionResponse = (updateVisionResponseSuccess | updateVisionResponseError)

export const getUpdateVisionUrl = (id: string,) => {


  

  return `/api/v1/visions/${id}`
}

/**
 * Update a vision
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "VIS-3",
 *     "number": 3,
 *     "name": "Every team ships what moves the needle",
 *     "kind": "product",
 *     "narrative": "In three years every team plans from measured outcomes.",
 *     "version": 2,
 *     "ownerId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const updateVision = async (id: string,
    updateVisionBody: UpdateVisionBody,
    headers?: UpdateVisionHeaders, options?: RequestInit): Promise<updateVisionResponse> => {
  
  return sextantFetch<updateVisionResponse>(getUpdateVisionUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateVisionBody,)
  }
);}


/**
 * Version snapshots of a vision, newest first. Paged.
 * @summary List a vision's versions
 */
export type listVisionVersionsResponse200 = {
  data: VisionVersionListResponse
  status: 200
}

export type listVisionVersionsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listVisionVersionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listVisionVersionsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listVisionVersionsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listVisionVersionsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listVisionVersionsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listVisionVersionsResponseSuccess = (listVisionVersionsResponse200) & {
  headers: Headers;
};
export type listVisionVersionsResponseError = (listVisionVersionsResponse400 | listVisionVersionsResponse401 | listVisionVersionsResponse403 | listVisionVersionsResponse404 | listVisionVersionsResponse429 | listVisionVersionsResponse500) & {
  headers: Headers;
};

export type listVisionVersionsResponse = (listVisionVersionsResponseSuccess | listVisionVersionsResponseError)

export const getListVisionVersionsUrl = (id: string,
    params?: ListVisionVersionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/visions/${id}/versions?${stringifiedParams}` : `/api/v1/visions/${id}/versions`
}

/**
 * List a vision's versions
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "24c0a5f1-bd16-4898-b22d-c4223a1c6996",
 *       "visionId": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *       "version": 1,
 *       "name": "Every team ships what moves the needle",
 *       "narrative": "In three years every team plans from outcomes.",
 *       "changeNote": "",
 *       "label": "v1",
 *       "createdAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const listVisionVersions = async (id: string,
    params?: ListVisionVersionsParams, options?: RequestInit): Promise<listVisionVersionsResponse> => {
  
  return sextantFetch<listVisionVersionsResponse>(getListVisionVersionsUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets the change note of one version snapshot; an empty note clears the label, which falls back to "v{n}".
 * @summary Label a vision version
 */
export type renameVisionVersionResponse200 = {
  data: VisionVersionSavedResponse
  status: 200
}

export type renameVisionVersionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type renameVisionVersionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type renameVisionVersionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type renameVisionVersionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type renameVisionVersionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type renameVisionVersionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type renameVisionVersionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type renameVisionVersionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type renameVisionVersionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type renameVisionVersionResponseSuccess = (renameVisionVersionResponse200) & {
  headers: Headers;
};
export type renameVisionVersionResponseError = (renameVisionVersionResponse400 | renameVisionVersionResponse401 | renameVisionVersionResponse403 | renameVisionVersionResponse404 | renameVisionVersionResponse409 | renameVisionVersionResponse413 | renameVisionVersionResponse415 | renameVisionVersionResponse429 | renameVisionVersionResponse500) & {
  headers: Headers;
};

export type renameVisionVersionResponse = (renameVisionVersionResponseSuccess | renameVisionVersionResponseError)

export const getRenameVisionVersionUrl = (id: string,
    version: number,) => {


  

  return `/api/v1/visions/${id}/versions/${version}/rename`
}

/**
 * Label a vision version
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "24c0a5f1-bd16-4898-b22d-c4223a1c6996",
 *     "visionId": "3de7fb06-5f26-403f-9525-e9ce87ce4a76",
 *     "version": 1,
 *     "name": "Every team ships what moves the needle",
 *     "narrative": "In three years every team plans from outcomes.",
 *     "changeNote": "Board-approved",
 *     "label": "Board-approved",
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   …
 */
export const renameVisionVersion = async (id: string,
    version: number,
    renameVisionVersionBody: RenameVisionVersionBody,
    headers?: RenameVisionVersionHeaders, options?: RequestInit): Promise<renameVisionVersionResponse> => {
  
  return sextantFetch<renameVisionVersionResponse>(getRenameVisionVersionUrl(id,version),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      renameVisionVersionBody,)
  }
);}


/**
 * Objectives whose visionId is this vision, by number. Needs vision:read and objective:read. Paged.
 * @summary List a vision's objectives
 */
export type listVisionObjectivesResponse200 = {
  data: ObjectiveListResponse
  status: 200
}

export type listVisionObjectivesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listVisionObjectivesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listVisionObjectivesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listVisionObjectivesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listVisionObjectivesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listVisionObjectivesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listVisionObjectivesResponseSuccess = (listVisionObjectivesResponse200) & {
  headers: Headers;
};
export type listVisionObjectivesResponseError = (listVisionObjectivesResponse400 | listVisionObjectivesResponse401 | listVisionObjectivesResponse403 | listVisionObjectivesResponse404 | listVisionObjectivesResponse429 | listVisionObjectivesResponse500) & {
  headers: Headers;
};

export type listVisionObjectivesResponse = (listVisionObjectivesResponseSuccess | listVisionObjectivesResponseError)

export const getListVisionObjectivesUrl = (id: string,
    params?: ListVisionObjectivesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/visions/${id}/objectives?${stringifiedParams}` : `/api/v1/visions/${id}/objectives`
}

/**
 * List a vision's objectives
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "f6c8cab4-46ea-4403-aedd-fa2fd8372aa0",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listVisionObjectives = async (id: string,
    params?: ListVisionObjectivesParams, options?: RequestInit): Promise<listVisionObjectivesResponse> => {
  
  return sextantFetch<listVisionObjectivesResponse>(getListVisionObjectivesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Counts of objectives (by foreign key), opportunities and tasks (by visionPath prefix) under a vision. Zero children is a success; another org's vision is 404.
 * @summary Count a vision's children
 */
export type getVisionChildrenResponse200 = {
  data: VisionChildrenResponse
  status: 200
}

export type getVisionChildrenResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getVisionChildrenResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getVisionChildrenResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getVisionChildrenResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getVisionChildrenResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getVisionChildrenResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getVisionChildrenResponseSuccess = (getVisionChildrenResponse200) & {
  headers: Headers;
};
export type getVisionChildrenResponseError = (getVisionChildrenResponse400 | getVisionChildrenResponse401 | getVisionChildrenResponse403 | getVisionChildrenResponse404 | getVisionChildrenResponse429 | getVisionChildrenResponse500) & {
  headers: Headers;
};

export type getVisionChildrenResponse = (getVisionChildrenResponseSuccess | getVisionChildrenResponseError)

export const getGetVisionChildrenUrl = (id: string,) => {


  

  return `/api/v1/visions/${id}/children`
}

/**
 * Count a vision's children
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "objectives": 0,
 *     "opportunities": 0,
 *     "tasks": 0
 *   },
 *   "meta": {
 *     "requestId": "7d74631d-6c4a-45fa-9618-1eca36912ba3",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const getVisionChildren = async (id: string, options?: RequestInit): Promise<getVisionChildrenResponse> => {
  
  return sextantFetch<getVisionChildrenResponse>(getGetVisionChildrenUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


