/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ForbiddenResponse,
  ImportRunListResponse,
  ImportRunResponse,
  InternalErrorResponse,
  ListImportRunsParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's import runs, newest first: each with its source, format, status, plan, counts per phase, checkpoint, refusals, error and timings. Runs are started by an admin with the admin CLI (`npm run admin -- import`), never over the API. Filters: status, format. Paged.
 * @summary List import runs
 */
export type listImportRunsResponse200 = {
  data: ImportRunListResponse
  status: 200
}

export type listImportRunsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listImportRunsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listImportRunsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listImportRunsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listImportRunsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listImportRunsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listImportRunsResponseSuccess = (listImportRunsResponse200) & {
  headers: Headers;
};
export type listImportRunsResponseError = (listImportRunsResponse400 | listImportRunsResponse401 | listImportRunsResponse403 | listImportRunsResponse404 | listImportRunsResponse429 | listImportRunsResponse500) & {
  headers: Headers;
};

export type listImportRunsResponse = (listImportRunsResponseSuccess | listImportRunsResponseError)

export const getListImportRunsUrl = (params?: ListImportRunsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/import-runs?${stringifiedParams}` : `/api/v1/import-runs`
}

/**
 * List import runs
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "2c28f9f1-e2b0-40c7-a3b7-986088612516",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listImportRuns = async (params?: ListImportRunsParams, options?: RequestInit): Promise<listImportRunsResponse> => {
  
  return sextantFetch<listImportRunsResponse>(getListImportRunsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One import run by UUID: source, format, status, plan, counts per phase, checkpoint, the total of refused rows and the first 20 refusals with their reasons, error text and timings. 404 when absent or another org's.
 * @summary Get an import run
 */
export type getImportRunResponse200 = {
  data: ImportRunResponse
  status: 200
}

export type getImportRunResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getImportRunResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getImportRunResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getImportRunResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getImportRunResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getImportRunResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getImportRunResponseSuccess = (getImportRunResponse200) & {
  headers: Headers;
};
export type getImportRunResponseError = (getImportRunResponse400 | getImportRunResponse401 | getImportRunResponse403 | getImportRunResponse404 | getImportRunResponse429 | getImportRunResponse500) & {
  headers: Headers;
};

export type getImportRunResponse = (getImportRunResponseSuccess | getImportRunResponseError)

export const getGetImportRunUrl = (id: string,) => {


  

  return `/api/v1/import-runs/${id}`
}

/**
 * Get an import run
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "93b703fe-da73-4c97-aedc-7c2975604034",
 *     "format": "linear-csv",
 *     "source": {
 *       "name": "linear-issues.csv",
 *       "fingerprint": "sha256:a9ad996cf8838581249d9e3f111a7756f5e1f6fd5a0ebad5e3598e5a9f133da6",
 *       "sourceOrgId": null,
 *       "sourceOrgName": null,
 *       "exportedAt": null
 *     },
 *   …
 */
export const getImportRun = async (id: string, options?: RequestInit): Promise<getImportRunResponse> => {
  
  return sextantFetch<getImportRunResponse>(getGetImportRunUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


