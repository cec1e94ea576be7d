/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateCycleBody,
  CreateCycleHeaders,
  CycleCreatedResponse,
  CycleListResponse,
  CycleSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListCyclesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateCycleBody,
  UpdateCycleHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Team iterations, by start date, optionally one team's. Paged.
 * @summary List cycles
 */
export type listCyclesResponse200 = {
  data: CycleListResponse
  status: 200
}

export type listCyclesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCyclesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCyclesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCyclesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCyclesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCyclesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCyclesResponseSuccess = (listCyclesResponse200) & {
  headers: Headers;
};
export type listCyclesResponseError = (listCyclesResponse400 | listCyclesResponse401 | listCyclesResponse403 | listCyclesResponse404 | listCyclesResponse429 | listCyclesResponse500) & {
  headers: Headers;
};

export type listCyclesResponse = (listCyclesResponseSuccess | listCyclesResponseError)

export const getListCyclesUrl = (params?: ListCyclesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/cycles?${stringifiedParams}` : `/api/v1/cycles`
}

/**
 * List cycles
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "7323dcc8-2f74-43b5-a3a3-55664bef9f36",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listCycles = async (params?: ListCyclesParams, options?: RequestInit): Promise<listCyclesResponse> => {
  
  return sextantFetch<listCyclesResponse>(getListCyclesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a team iteration from startsOn to endsOn, both included. Cycles of one team never overlap: an overlap is 409 naming the other cycle. name defaults to Cycle <number>. Returns the cycle (201).
 * @summary Create a cycle
 */
export type createCycleResponse201 = {
  data: CycleCreatedResponse
  status: 201
}

export type createCycleResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCycleResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCycleResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCycleResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCycleResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCycleResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCycleResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCycleResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCycleResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCycleResponseSuccess = (createCycleResponse201) & {
  headers: Headers;
};
export type createCycleResponseError = (createCycleResponse400 | createCycleResponse401 | createCycleResponse403 | createCycleResponse404 | createCycleResponse409 | createCycleResponse413 | createCycleResponse415 | createCycleResponse429 | createCycleResponse500) & {
  headers: Headers;
};

export type createCycleResponse = (createCycleResponseSuccess | createCycleResponseError)

export const getCreateCycleUrl = () => {


  

  return `/api/v1/cycles`
}

/**
 * Create a cycle
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "b235898f-743f-4cd5-8938-c12fb2e03315",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "teamId": "0b75f70c-6e58-4515-91c5-fcb4029afcd0",
 *     "number": 1,
 *     "name": "Cycle 1",
 *     "startsOn": "2026-03-04",
 *     "endsOn": "2026-03-17",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const createCycle = async (createCycleBody: CreateCycleBody,
    headers?: CreateCycleHeaders, options?: RequestInit): Promise<createCycleResponse> => {
  
  return sextantFetch<createCycleResponse>(getCreateCycleUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCycleBody,)
  }
);}


/**
 * Renames a cycle or moves its dates; an overlap with another cycle of the team is 409. Moving endsOn later moves the finish of every open task in the cycle: when that passes a date promised to a customer it is refused with 409 PROMISE_BREAKS and error.data.breaks, as move-cycle does; re-send with those breaks as acknowledgedBreaks to change it anyway (each break recorded, the customer's feed and the insight's recorder told). Returns the cycle.
 * @summary Update a cycle
 */
export type updateCycleResponse200 = {
  data: CycleSavedResponse
  status: 200
}

export type updateCycleResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateCycleResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateCycleResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateCycleResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateCycleResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateCycleResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateCycleResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateCycleResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateCycleResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateCycleResponseSuccess = (updateCycleResponse200) & {
  headers: Headers;
};
export type updateCycleResponseError = (updateCycleResponse400 | updateCycleResponse401 | updateCycleResponse403 | updateCycleResponse404 | updateCycleResponse409 | updateCycleResponse413 | updateCycleResponse415 | updateCycleResponse429 | updateCycleResponse500) & {
  headers: Headers;
};

export type updateCycleResponse = (updateCycleResponseSuccess | updateCycleResponseError)

export const getUpdateCycleUrl = (id: string,) => {


  

  return `/api/v1/cycles/${id}`
}

/**
 * Update a cycle
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "b235898f-743f-4cd5-8938-c12fb2e03315",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "teamId": "0b75f70c-6e58-4515-91c5-fcb4029afcd0",
 *     "number": 1,
 *     "name": "Cycle 1",
 *     "startsOn": "2026-03-04",
 *     "endsOn": "2026-03-21",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:01:00.000Z"
 *   …
 */
export const updateCycle = async (id: string,
    updateCycleBody: UpdateCycleBody,
    headers?: UpdateCycleHeaders, options?: RequestInit): Promise<updateCycleResponse> => {
  
  return sextantFetch<updateCycleResponse>(getUpdateCycleUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateCycleBody,)
  }
);}


