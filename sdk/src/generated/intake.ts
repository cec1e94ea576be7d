/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ForbiddenResponse,
  IntakeItemListResponse,
  IntakeStatsResponse,
  InternalErrorResponse,
  ListIntakeParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Incoming customer evidence as an intake queue, oldest first: each insight with its intake status (new = created; needs_shaping = need_context or review; accepted = active or delivered; rejected), source, customer and age. Filter by status, source, customer. Paged.
 * @summary List intake
 */
export type listIntakeResponse200 = {
  data: IntakeItemListResponse
  status: 200
}

export type listIntakeResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listIntakeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listIntakeResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listIntakeResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listIntakeResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listIntakeResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listIntakeResponseSuccess = (listIntakeResponse200) & {
  headers: Headers;
};
export type listIntakeResponseError = (listIntakeResponse400 | listIntakeResponse401 | listIntakeResponse403 | listIntakeResponse404 | listIntakeResponse429 | listIntakeResponse500) & {
  headers: Headers;
};

export type listIntakeResponse = (listIntakeResponseSuccess | listIntakeResponseError)

export const getListIntakeUrl = (params?: ListIntakeParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/intake?${stringifiedParams}` : `/api/v1/intake`
}

/**
 * List intake
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "4e0468bf-4446-44b7-a5e7-81277ab5b3a7",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listIntake = async (params?: ListIntakeParams, options?: RequestInit): Promise<listIntakeResponse> => {
  
  return sextantFetch<listIntakeResponse>(getListIntakeUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Intake at a glance: items per intake status, the median and oldest age of new items in hours, and counts per source.
 * @summary Get intake statistics
 */
export type getIntakeStatsResponse200 = {
  data: IntakeStatsResponse
  status: 200
}

export type getIntakeStatsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getIntakeStatsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getIntakeStatsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getIntakeStatsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getIntakeStatsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getIntakeStatsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getIntakeStatsResponseSuccess = (getIntakeStatsResponse200) & {
  headers: Headers;
};
export type getIntakeStatsResponseError = (getIntakeStatsResponse400 | getIntakeStatsResponse401 | getIntakeStatsResponse403 | getIntakeStatsResponse404 | getIntakeStatsResponse429 | getIntakeStatsResponse500) & {
  headers: Headers;
};

export type getIntakeStatsResponse = (getIntakeStatsResponseSuccess | getIntakeStatsResponseError)

export const getGetIntakeStatsUrl = () => {


  

  return `/api/v1/intake/stats`
}

/**
 * Get intake statistics
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "counts": {
 *       "new": 0,
 *       "needs_shaping": 0,
 *       "accepted": 0,
 *       "rejected": 0
 *     },
 *     "newMedianAgeHours": null,
 *     "newOldestAgeHours": null,
 *     "bySource": []
 *   …
 */
export const getIntakeStats = async ( options?: RequestInit): Promise<getIntakeStatsResponse> => {
  
  return sextantFetch<getIntakeStatsResponse>(getGetIntakeStatsUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


