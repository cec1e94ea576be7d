/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AuditEventListResponse,
  BadRequestResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListAuditEventsParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's security events, newest first: keys created and revoked; users created, their role changed and deactivated; OAuth apps registered, approved, denied and revoked and refresh-token reuse; webhook subscriptions and their secrets; integrations; exports and imports; rate-limit lockouts; failed authentications with a revoked key or a deactivated user's key (sampled: at most one a minute per credential, with a count). Each names who acted with which credential, the target, the request id, the address and the outcome, never a secret. Kept one year. Filters: action (exact, or a prefix such as `api_key.*`), actorId, credentialKind, outcome, occurredAfter, occurredBefore. Admins only (audit:read). Paged.
 * @summary List audit events
 */
export type listAuditEventsResponse200 = {
  data: AuditEventListResponse
  status: 200
}

export type listAuditEventsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listAuditEventsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listAuditEventsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listAuditEventsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listAuditEventsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listAuditEventsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listAuditEventsResponseSuccess = (listAuditEventsResponse200) & {
  headers: Headers;
};
export type listAuditEventsResponseError = (listAuditEventsResponse400 | listAuditEventsResponse401 | listAuditEventsResponse403 | listAuditEventsResponse404 | listAuditEventsResponse429 | listAuditEventsResponse500) & {
  headers: Headers;
};

export type listAuditEventsResponse = (listAuditEventsResponseSuccess | listAuditEventsResponseError)

export const getListAuditEventsUrl = (params?: ListAuditEventsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/audit-events?${stringifiedParams}` : `/api/v1/audit-events`
}

/**
 * List audit events
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "a6ecde26-1eea-4d50-83ed-cae1bf408860",
 *       "occurredAt": "2026-03-02T09:04:00.000Z",
 *       "action": "webhook_subscription.created",
 *       "outcome": "success",
 *       "actor": {
 *         "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *         "credentialKind": "api_key",
 *         "credentialId": "b4cb908e-f919-48c7-998a-9dd63bf5c99b"
 *   …
 */
export const listAuditEvents = async (params?: ListAuditEventsParams, options?: RequestInit): Promise<listAuditEventsResponse> => {
  
  return sextantFetch<listAuditEventsResponse>(getListAuditEventsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


