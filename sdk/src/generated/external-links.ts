/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateExternalBlockerBody,
  CreateExternalBlockerHeaders,
  CreateExternalMessageLink200,
  CreateExternalMessageLinkBody,
  CreateExternalMessageLinkHeaders,
  DeleteExternalBlockerHeaders,
  DeletedSavedResponse,
  ExternalLinkCreatedResponse,
  ExternalLinkListResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListExternalLinksParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Pull requests, chat messages and external blockers linked to a task or an opportunity, oldest first. Needs task:read and the entity's read capability (opportunity:read for opportunities). Filter: kind. Paged.
 * @summary List external links
 */
export type listExternalLinksResponse200 = {
  data: ExternalLinkListResponse
  status: 200
}

export type listExternalLinksResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listExternalLinksResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listExternalLinksResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listExternalLinksResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listExternalLinksResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listExternalLinksResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listExternalLinksResponseSuccess = (listExternalLinksResponse200) & {
  headers: Headers;
};
export type listExternalLinksResponseError = (listExternalLinksResponse400 | listExternalLinksResponse401 | listExternalLinksResponse403 | listExternalLinksResponse404 | listExternalLinksResponse429 | listExternalLinksResponse500) & {
  headers: Headers;
};

export type listExternalLinksResponse = (listExternalLinksResponseSuccess | listExternalLinksResponseError)

export const getListExternalLinksUrl = (params: ListExternalLinksParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/external-links?${stringifiedParams}` : `/api/v1/external-links`
}

/**
 * List external links
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "a561db27-6dc9-4e00-9d35-4eaf69afb52d",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listExternalLinks = async (params: ListExternalLinksParams, options?: RequestInit): Promise<listExternalLinksResponse> => {
  
  return sextantFetch<listExternalLinksResponse>(getListExternalLinksUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Marks a task or an opportunity as blocked by something outside Sextant, e.g. a vendor ticket or another team's issue: {entityType, entityId, url, title}. Needs task:update, and opportunity:update for opportunities. Remove it with DELETE /external-links/blockers/{blockerId} when resolved.
 * @summary Mark an external blocker
 */
export type createExternalBlockerResponse201 = {
  data: ExternalLinkCreatedResponse
  status: 201
}

export type createExternalBlockerResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createExternalBlockerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createExternalBlockerResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createExternalBlockerResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createExternalBlockerResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createExternalBlockerResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createExternalBlockerResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createExternalBlockerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createExternalBlockerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createExternalBlockerResponseSuccess = (createExternalBlockerResponse201) & {
  headers: Headers;
};
export type createExternalBlockerResponseError = (createExternalBlockerResponse400 | createExternalBlockerResponse401 | createExternalBlockerResponse403 | createExternalBlockerResponse404 | createExternalBlockerResponse409 | createExternalBlockerResponse413 | createExternalBlockerResponse415 | createExternalBlockerResponse429 | createExternalBlockerResponse500) & {
  headers: Headers;
};

export type createExternalBlockerResponse = (createExternalBlockerResponseSuccess | createExternalBlockerResponseError)

export const getCreateExternalBlockerUrl = () => {


  

  return `/api/v1/external-links/blockers`
}

/**
 * Mark an external blocker
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "89c0c519-7363-4fe8-a51c-91cfda4fea99",
 *     "entityType": "task",
 *     "entityId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "kind": "blocker",
 *     "provider": "web",
 *     "url": "https://status.stripe.com/incidents/x1",
 *     "title": "Stripe webhooks delayed",
 *     "externalId": null,
 *     "state": null,
 *   …
 */
export const createExternalBlocker = async (createExternalBlockerBody: CreateExternalBlockerBody,
    headers?: CreateExternalBlockerHeaders, options?: RequestInit): Promise<createExternalBlockerResponse> => {
  
  return sextantFetch<createExternalBlockerResponse>(getCreateExternalBlockerUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createExternalBlockerBody,)
  }
);}


/**
 * Removes an external blocker. Needs task:update, and opportunity:update for an opportunity's. Returns {id, deleted: true}.
 * @summary Remove an external blocker
 */
export type deleteExternalBlockerResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteExternalBlockerResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteExternalBlockerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteExternalBlockerResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteExternalBlockerResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteExternalBlockerResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteExternalBlockerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteExternalBlockerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteExternalBlockerResponseSuccess = (deleteExternalBlockerResponse200) & {
  headers: Headers;
};
export type deleteExternalBlockerResponseError = (deleteExternalBlockerResponse400 | deleteExternalBlockerResponse401 | deleteExternalBlockerResponse403 | deleteExternalBlockerResponse404 | deleteExternalBlockerResponse409 | deleteExternalBlockerResponse429 | deleteExternalBlockerResponse500) & {
  headers: Headers;
};

export type deleteExternalBlockerResponse = (deleteExternalBlockerResponseSuccess | deleteExternalBlockerResponseError)

export const getDeleteExternalBlockerUrl = (blockerId: string,) => {


  

  return `/api/v1/external-links/blockers/${blockerId}`
}

/**
 * Remove an external blocker
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "aa08c1e0-3fea-4863-9e76-5e05702fc2be",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "2ebd0a31-b156-43f8-b0e0-7f2ca2bff9bb",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteExternalBlocker = async (blockerId: string,
    headers?: DeleteExternalBlockerHeaders, options?: RequestInit): Promise<deleteExternalBlockerResponse> => {
  
  return sextantFetch<deleteExternalBlockerResponse>(getDeleteExternalBlockerUrl(blockerId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Links a chat message (Slack, Teams, …) to a task or an opportunity. Idempotent: linking the same (provider, channelId, messageId) to the same entity again returns the existing link (200) instead of a second one (201).
 * @summary Link a chat message
 */
export type createExternalMessageLinkResponse200 = {
  data: CreateExternalMessageLink200
  status: 200
}

export type createExternalMessageLinkResponse201 = {
  data: ExternalLinkCreatedResponse
  status: 201
}

export type createExternalMessageLinkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createExternalMessageLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createExternalMessageLinkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createExternalMessageLinkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createExternalMessageLinkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createExternalMessageLinkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createExternalMessageLinkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createExternalMessageLinkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createExternalMessageLinkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createExternalMessageLinkResponseSuccess = (createExternalMessageLinkResponse200 | createExternalMessageLinkResponse201) & {
  headers: Headers;
};
export type createExternalMessageLinkResponseError = (createExternalMessageLinkResponse400 | createExternalMessageLinkResponse401 | createExternalMessageLinkResponse403 | createExternalMessageLinkResponse404 | createExternalMessageLinkResponse409 | createExternalMessageLinkResponse413 | createExternalMessageLinkResponse415 | createExternalMessageLinkResponse429 | createExternalMessageLinkResponse500) & {
  headers: Headers;
};

export type createExternalMessageLinkResponse = (createExternalMessageLinkResponseSuccess | createExternalMessageLinkResponseError)

export const getCreateExternalMessageLinkUrl = () => {


  

  return `/api/v1/external-links/messages`
}

/**
 * Link a chat message
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a31b2fba-5b39-47e7-961f-38e0f8f7f5c4",
 *     "entityType": "task",
 *     "entityId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "kind": "message",
 *     "provider": "slack",
 *     "url": "https://northwind.slack.com/archives/C024BE91L/p1712345678000200",
 *     "title": "Customer asks when the fix ships",
 *     "externalId": null,
 *     "state": null,
 *   …
 */
export const createExternalMessageLink = async (createExternalMessageLinkBody: CreateExternalMessageLinkBody,
    headers?: CreateExternalMessageLinkHeaders, options?: RequestInit): Promise<createExternalMessageLinkResponse> => {
  
  return sextantFetch<createExternalMessageLinkResponse>(getCreateExternalMessageLinkUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createExternalMessageLinkBody,)
  }
);}


