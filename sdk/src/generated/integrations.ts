/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ForbiddenResponse,
  IntegrationEventListResponse,
  IntegrationListResponse,
  IntegrationResponse,
  InternalErrorResponse,
  ListIntegrationEventsParams,
  ListIntegrationsParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's integrations, oldest first: the built-in `webhooks` integration and GitHub ones. Credentials are withheld. Paged.
 * @summary List integrations
 */
export type listIntegrationsResponse200 = {
  data: IntegrationListResponse
  status: 200
}

export type listIntegrationsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listIntegrationsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listIntegrationsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listIntegrationsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listIntegrationsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listIntegrationsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listIntegrationsResponseSuccess = (listIntegrationsResponse200) & {
  headers: Headers;
};
export type listIntegrationsResponseError = (listIntegrationsResponse400 | listIntegrationsResponse401 | listIntegrationsResponse403 | listIntegrationsResponse404 | listIntegrationsResponse429 | listIntegrationsResponse500) & {
  headers: Headers;
};

export type listIntegrationsResponse = (listIntegrationsResponseSuccess | listIntegrationsResponseError)

export const getListIntegrationsUrl = (params?: ListIntegrationsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/integrations?${stringifiedParams}` : `/api/v1/integrations`
}

/**
 * List integrations
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "71366e78-f4b3-4fe3-9c81-6a70c0d5fdf2",
 *       "kind": "github",
 *       "name": "northwind/checkout",
 *       "status": "active",
 *       "config": {
 *         "onOpened": "in_progress",
 *         "onMerged": "completed"
 *       },
 *   …
 */
export const listIntegrations = async (params?: ListIntegrationsParams, options?: RequestInit): Promise<listIntegrationsResponse> => {
  
  return sextantFetch<listIntegrationsResponse>(getListIntegrationsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One integration, credentials withheld; a GitHub integration shows the webhook URL to configure in GitHub.
 * @summary Get an integration
 */
export type getIntegrationResponse200 = {
  data: IntegrationResponse
  status: 200
}

export type getIntegrationResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getIntegrationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getIntegrationResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getIntegrationResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getIntegrationResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getIntegrationResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getIntegrationResponseSuccess = (getIntegrationResponse200) & {
  headers: Headers;
};
export type getIntegrationResponseError = (getIntegrationResponse400 | getIntegrationResponse401 | getIntegrationResponse403 | getIntegrationResponse404 | getIntegrationResponse429 | getIntegrationResponse500) & {
  headers: Headers;
};

export type getIntegrationResponse = (getIntegrationResponseSuccess | getIntegrationResponseError)

export const getGetIntegrationUrl = (id: string,) => {


  

  return `/api/v1/integrations/${id}`
}

/**
 * Get an integration
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "71366e78-f4b3-4fe3-9c81-6a70c0d5fdf2",
 *     "kind": "github",
 *     "name": "northwind/checkout",
 *     "status": "active",
 *     "config": {
 *       "onOpened": "in_progress",
 *       "onMerged": "completed"
 *     },
 *     "webhookUrl": "https://sextant.example.com/api/integrations/github/71366e78-f4b3-4fe3-9c81-6a70c0d5fdf2/webhook",
 *   …
 */
export const getIntegration = async (id: string, options?: RequestInit): Promise<getIntegrationResponse> => {
  
  return sextantFetch<getIntegrationResponse>(getGetIntegrationUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * An integration's inbound and outbound ledger, newest first: kind, status, dedup key, attempt count, error text and timings; raw payloads are withheld. Filters: direction, status. Paged.
 * @summary List integration events
 */
export type listIntegrationEventsResponse200 = {
  data: IntegrationEventListResponse
  status: 200
}

export type listIntegrationEventsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listIntegrationEventsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listIntegrationEventsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listIntegrationEventsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listIntegrationEventsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listIntegrationEventsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listIntegrationEventsResponseSuccess = (listIntegrationEventsResponse200) & {
  headers: Headers;
};
export type listIntegrationEventsResponseError = (listIntegrationEventsResponse400 | listIntegrationEventsResponse401 | listIntegrationEventsResponse403 | listIntegrationEventsResponse404 | listIntegrationEventsResponse429 | listIntegrationEventsResponse500) & {
  headers: Headers;
};

export type listIntegrationEventsResponse = (listIntegrationEventsResponseSuccess | listIntegrationEventsResponseError)

export const getListIntegrationEventsUrl = (id: string,
    params?: ListIntegrationEventsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/integrations/${id}/events?${stringifiedParams}` : `/api/v1/integrations/${id}/events`
}

/**
 * List integration events
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "703b46e8-566d-43fc-a548-c40a3236a2d8",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listIntegrationEvents = async (id: string,
    params?: ListIntegrationEventsParams, options?: RequestInit): Promise<listIntegrationEventsResponse> => {
  
  return sextantFetch<listIntegrationEventsResponse>(getListIntegrationEventsUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


