/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateWebhookSubscriptionBody,
  CreateWebhookSubscriptionHeaders,
  CreatedWebhookSubscriptionCreatedResponse,
  DeleteWebhookSubscriptionHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListWebhookDeliveriesParams,
  ListWebhookSubscriptionsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  RedeliverWebhookDeliveryHeaders,
  TestWebhookSubscriptionHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateWebhookSubscriptionBody,
  UpdateWebhookSubscriptionHeaders,
  WebhookDeliveryCreatedResponse,
  WebhookDeliveryListResponse,
  WebhookSubscriptionListResponse,
  WebhookSubscriptionResponse,
  WebhookSubscriptionSavedResponse,
  WebhookTestResultSavedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's webhook subscriptions, oldest first. Secrets are never returned. Filter: active. Paged.
 * @summary List webhook subscriptions
 */
export type listWebhookSubscriptionsResponse200 = {
  data: WebhookSubscriptionListResponse
  status: 200
}

export type listWebhookSubscriptionsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listWebhookSubscriptionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listWebhookSubscriptionsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listWebhookSubscriptionsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listWebhookSubscriptionsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listWebhookSubscriptionsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listWebhookSubscriptionsResponseSuccess = (listWebhookSubscriptionsResponse200) & {
  headers: Headers;
};
export type listWebhookSubscriptionsResponseError = (listWebhookSubscriptionsResponse400 | listWebhookSubscriptionsResponse401 | listWebhookSubscriptionsResponse403 | listWebhookSubscriptionsResponse404 | listWebhookSubscriptionsResponse429 | listWebhookSubscriptionsResponse500) & {
  headers: Headers;
};

export type listWebhookSubscriptionsResponse = (listWebhookSubscriptionsResponseSuccess | listWebhookSubscriptionsResponseError)

export const getListWebhookSubscriptionsUrl = (params?: ListWebhookSubscriptionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/webhook-subscriptions?${stringifiedParams}` : `/api/v1/webhook-subscriptions`
}

/**
 * List webhook subscriptions
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *       "url": "https://hooks.example.com/events",
 *       "eventTypes": [
 *         "*"
 *       ],
 *       "description": "All events to the QA receiver",
 *       "active": true,
 *       "disabledReason": null,
 *   …
 */
export const listWebhookSubscriptions = async (params?: ListWebhookSubscriptionsParams, options?: RequestInit): Promise<listWebhookSubscriptionsResponse> => {
  
  return sextantFetch<listWebhookSubscriptionsResponse>(getListWebhookSubscriptionsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Registers an HTTPS endpoint for events. Every matching event is POSTed as JSON (schema Event) with `Sextant-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, `Sextant-Event-Id` and `Sextant-Delivery-Id`; receivers should compare v1 in constant time and reject timestamps older than 5 minutes. The secret is write-once, encrypted at rest and never returned; when you send none, one (`whsec_…`) is generated and returned in this response only. A non-https URL, credentials in the URL or an unknown event type is 400 (with did-you-mean).
 * @summary Create a webhook subscription
 */
export type createWebhookSubscriptionResponse201 = {
  data: CreatedWebhookSubscriptionCreatedResponse
  status: 201
}

export type createWebhookSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createWebhookSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createWebhookSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createWebhookSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createWebhookSubscriptionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createWebhookSubscriptionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createWebhookSubscriptionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createWebhookSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createWebhookSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createWebhookSubscriptionResponseSuccess = (createWebhookSubscriptionResponse201) & {
  headers: Headers;
};
export type createWebhookSubscriptionResponseError = (createWebhookSubscriptionResponse400 | createWebhookSubscriptionResponse401 | createWebhookSubscriptionResponse403 | createWebhookSubscriptionResponse404 | createWebhookSubscriptionResponse409 | createWebhookSubscriptionResponse413 | createWebhookSubscriptionResponse415 | createWebhookSubscriptionResponse429 | createWebhookSubscriptionResponse500) & {
  headers: Headers;
};

export type createWebhookSubscriptionResponse = (createWebhookSubscriptionResponseSuccess | createWebhookSubscriptionResponseError)

export const getCreateWebhookSubscriptionUrl = () => {


  

  return `/api/v1/webhook-subscriptions`
}

/**
 * Create a webhook subscription
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "b38acbab-bb09-427c-99eb-2fb522bb61ba",
 *     "url": "https://hooks.example.com/sextant/tasks",
 *     "eventTypes": [
 *       "task.created",
 *       "task.updated"
 *     ],
 *     "description": "Task changes to the release bot",
 *     "active": true,
 *     "disabledReason": null,
 *   …
 */
export const createWebhookSubscription = async (createWebhookSubscriptionBody: CreateWebhookSubscriptionBody,
    headers?: CreateWebhookSubscriptionHeaders, options?: RequestInit): Promise<createWebhookSubscriptionResponse> => {
  
  return sextantFetch<createWebhookSubscriptionResponse>(getCreateWebhookSubscriptionUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createWebhookSubscriptionBody,)
  }
);}


/**
 * One webhook subscription; its secret is never returned.
 * @summary Get a webhook subscription
 */
export type getWebhookSubscriptionResponse200 = {
  data: WebhookSubscriptionResponse
  status: 200
}

export type getWebhookSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getWebhookSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getWebhookSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getWebhookSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getWebhookSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getWebhookSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getWebhookSubscriptionResponseSuccess = (getWebhookSubscriptionResponse200) & {
  headers: Headers;
};
export type getWebhookSubscriptionResponseError = (getWebhookSubscriptionResponse400 | getWebhookSubscriptionResponse401 | getWebhookSubscriptionResponse403 | getWebhookSubscriptionResponse404 | getWebhookSubscriptionResponse429 | getWebhookSubscriptionResponse500) & {
  headers: Headers;
};

export type getWebhookSubscriptionResponse = (getWebhookSubscriptionResponseSuccess | getWebhookSubscriptionResponseError)

export const getGetWebhookSubscriptionUrl = (id: string,) => {


  

  return `/api/v1/webhook-subscriptions/${id}`
}

/**
 * Get a webhook subscription
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *     "url": "https://hooks.example.com/events",
 *     "eventTypes": [
 *       "*"
 *     ],
 *     "description": "All events to the QA receiver",
 *     "active": true,
 *     "disabledReason": null,
 *     "failingSince": null,
 *   …
 */
export const getWebhookSubscription = async (id: string, options?: RequestInit): Promise<getWebhookSubscriptionResponse> => {
  
  return sextantFetch<getWebhookSubscriptionResponse>(getGetWebhookSubscriptionUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a subscription's URL, event types, description or active flag. The secret is write-once: sending `secret` is 400 (create a new subscription and delete this one to rotate). Deactivating cancels its pending deliveries.
 * @summary Update a webhook subscription
 */
export type updateWebhookSubscriptionResponse200 = {
  data: WebhookSubscriptionSavedResponse
  status: 200
}

export type updateWebhookSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateWebhookSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateWebhookSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateWebhookSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateWebhookSubscriptionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateWebhookSubscriptionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateWebhookSubscriptionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateWebhookSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateWebhookSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateWebhookSubscriptionResponseSuccess = (updateWebhookSubscriptionResponse200) & {
  headers: Headers;
};
export type updateWebhookSubscriptionResponseError = (updateWebhookSubscriptionResponse400 | updateWebhookSubscriptionResponse401 | updateWebhookSubscriptionResponse403 | updateWebhookSubscriptionResponse404 | updateWebhookSubscriptionResponse409 | updateWebhookSubscriptionResponse413 | updateWebhookSubscriptionResponse415 | updateWebhookSubscriptionResponse429 | updateWebhookSubscriptionResponse500) & {
  headers: Headers;
};

export type updateWebhookSubscriptionResponse = (updateWebhookSubscriptionResponseSuccess | updateWebhookSubscriptionResponseError)

export const getUpdateWebhookSubscriptionUrl = (id: string,) => {


  

  return `/api/v1/webhook-subscriptions/${id}`
}

/**
 * Update a webhook subscription
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *     "url": "https://hooks.example.com/events",
 *     "eventTypes": [
 *       "*"
 *     ],
 *     "description": "All events to the QA receiver (staging)",
 *     "active": true,
 *     "disabledReason": null,
 *     "failingSince": null,
 *   …
 */
export const updateWebhookSubscription = async (id: string,
    updateWebhookSubscriptionBody: UpdateWebhookSubscriptionBody,
    headers?: UpdateWebhookSubscriptionHeaders, options?: RequestInit): Promise<updateWebhookSubscriptionResponse> => {
  
  return sextantFetch<updateWebhookSubscriptionResponse>(getUpdateWebhookSubscriptionUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateWebhookSubscriptionBody,)
  }
);}


/**
 * Deletes a subscription: deliveries stop at once, pending retries included (they are cancelled in the ledger; an attempt already in flight, at most 10 s, cannot be recalled). Returns {id, deleted: true}.
 * @summary Delete a webhook subscription
 */
export type deleteWebhookSubscriptionResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteWebhookSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteWebhookSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteWebhookSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteWebhookSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteWebhookSubscriptionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteWebhookSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteWebhookSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteWebhookSubscriptionResponseSuccess = (deleteWebhookSubscriptionResponse200) & {
  headers: Headers;
};
export type deleteWebhookSubscriptionResponseError = (deleteWebhookSubscriptionResponse400 | deleteWebhookSubscriptionResponse401 | deleteWebhookSubscriptionResponse403 | deleteWebhookSubscriptionResponse404 | deleteWebhookSubscriptionResponse409 | deleteWebhookSubscriptionResponse429 | deleteWebhookSubscriptionResponse500) & {
  headers: Headers;
};

export type deleteWebhookSubscriptionResponse = (deleteWebhookSubscriptionResponseSuccess | deleteWebhookSubscriptionResponseError)

export const getDeleteWebhookSubscriptionUrl = (id: string,) => {


  

  return `/api/v1/webhook-subscriptions/${id}`
}

/**
 * Delete a webhook subscription
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "d303e969-8a9e-4cf8-97d1-d4a12a4ca02c",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "e42f5f1c-9d65-4768-82c0-69b32c49aa70",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteWebhookSubscription = async (id: string,
    headers?: DeleteWebhookSubscriptionHeaders, options?: RequestInit): Promise<deleteWebhookSubscriptionResponse> => {
  
  return sextantFetch<deleteWebhookSubscriptionResponse>(getDeleteWebhookSubscriptionUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Emits a synthetic `webhook.test` event to this subscription, delivered and signed like any other, and returns the event id and its ledger row. An inactive subscription is 409.
 * @summary Send a test event
 */
export type testWebhookSubscriptionResponse200 = {
  data: WebhookTestResultSavedResponse
  status: 200
}

export type testWebhookSubscriptionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type testWebhookSubscriptionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type testWebhookSubscriptionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type testWebhookSubscriptionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type testWebhookSubscriptionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type testWebhookSubscriptionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type testWebhookSubscriptionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type testWebhookSubscriptionResponseSuccess = (testWebhookSubscriptionResponse200) & {
  headers: Headers;
};
export type testWebhookSubscriptionResponseError = (testWebhookSubscriptionResponse400 | testWebhookSubscriptionResponse401 | testWebhookSubscriptionResponse403 | testWebhookSubscriptionResponse404 | testWebhookSubscriptionResponse409 | testWebhookSubscriptionResponse429 | testWebhookSubscriptionResponse500) & {
  headers: Headers;
};

export type testWebhookSubscriptionResponse = (testWebhookSubscriptionResponseSuccess | testWebhookSubscriptionResponseError)

export const getTestWebhookSubscriptionUrl = (id: string,) => {


  

  return `/api/v1/webhook-subscriptions/${id}/test`
}

/**
 * Send a test event
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "eventId": "evt_28d0990faaa87c41296ae13296737173",
 *     "deliveryId": "dd1d58e1-7fff-4cc8-b2a4-a016f71a59c5"
 *   },
 *   "meta": {
 *     "requestId": "f665c56b-2a31-4110-9ec2-e6d982831c1b",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const testWebhookSubscription = async (id: string,
    headers?: TestWebhookSubscriptionHeaders, options?: RequestInit): Promise<testWebhookSubscriptionResponse> => {
  
  return sextantFetch<testWebhookSubscriptionResponse>(getTestWebhookSubscriptionUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The subscription's delivery ledger, newest first: per event, its status, attempts, last error, timings. Retries: up to 10 attempts over about 24 hours (after about 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h and 8 h, each ±20 % jitter); a 2xx is success, anything else (redirects included), a timeout of 10 s or a refused address is a failure. Filter: status. Paged.
 * @summary List deliveries
 */
export type listWebhookDeliveriesResponse200 = {
  data: WebhookDeliveryListResponse
  status: 200
}

export type listWebhookDeliveriesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listWebhookDeliveriesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listWebhookDeliveriesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listWebhookDeliveriesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listWebhookDeliveriesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listWebhookDeliveriesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listWebhookDeliveriesResponseSuccess = (listWebhookDeliveriesResponse200) & {
  headers: Headers;
};
export type listWebhookDeliveriesResponseError = (listWebhookDeliveriesResponse400 | listWebhookDeliveriesResponse401 | listWebhookDeliveriesResponse403 | listWebhookDeliveriesResponse404 | listWebhookDeliveriesResponse429 | listWebhookDeliveriesResponse500) & {
  headers: Headers;
};

export type listWebhookDeliveriesResponse = (listWebhookDeliveriesResponseSuccess | listWebhookDeliveriesResponseError)

export const getListWebhookDeliveriesUrl = (id: string,
    params?: ListWebhookDeliveriesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/webhook-subscriptions/${id}/deliveries?${stringifiedParams}` : `/api/v1/webhook-subscriptions/${id}/deliveries`
}

/**
 * List deliveries
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "44e4f80e-f022-4b79-81fc-291a64e7d285",
 *       "eventId": "evt_69bce32e9a5300875baf4a0276963f7a",
 *       "eventType": "customer.status_changed",
 *       "subscriptionId": "41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *       "kind": "event",
 *       "status": "succeeded",
 *       "dedupKey": "evt_69bce32e9a5300875baf4a0276963f7a:41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *       "attemptCount": 1,
 *   …
 */
export const listWebhookDeliveries = async (id: string,
    params?: ListWebhookDeliveriesParams, options?: RequestInit): Promise<listWebhookDeliveriesResponse> => {
  
  return sextantFetch<listWebhookDeliveriesResponse>(getListWebhookDeliveriesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sends the event of a delivery again to its subscription, as a new ledger row (kind redelivery) with the same event id and body, attempted at once and retried like any delivery, whatever the original's status: a delivery still retrying (its next attempt hours away, the receiver now fixed) is sent now, while its own schedule goes on (receivers deduplicate on the event id). Beyond the spec (Stripe's resend). An inactive subscription is 409.
 * @summary Redeliver an event
 */
export type redeliverWebhookDeliveryResponse201 = {
  data: WebhookDeliveryCreatedResponse
  status: 201
}

export type redeliverWebhookDeliveryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type redeliverWebhookDeliveryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type redeliverWebhookDeliveryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type redeliverWebhookDeliveryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type redeliverWebhookDeliveryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type redeliverWebhookDeliveryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type redeliverWebhookDeliveryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type redeliverWebhookDeliveryResponseSuccess = (redeliverWebhookDeliveryResponse201) & {
  headers: Headers;
};
export type redeliverWebhookDeliveryResponseError = (redeliverWebhookDeliveryResponse400 | redeliverWebhookDeliveryResponse401 | redeliverWebhookDeliveryResponse403 | redeliverWebhookDeliveryResponse404 | redeliverWebhookDeliveryResponse409 | redeliverWebhookDeliveryResponse429 | redeliverWebhookDeliveryResponse500) & {
  headers: Headers;
};

export type redeliverWebhookDeliveryResponse = (redeliverWebhookDeliveryResponseSuccess | redeliverWebhookDeliveryResponseError)

export const getRedeliverWebhookDeliveryUrl = (id: string,
    deliveryId: string,) => {


  

  return `/api/v1/webhook-subscriptions/${id}/deliveries/${deliveryId}/redeliver`
}

/**
 * Redeliver an event
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f71137d7-785f-4e73-9f32-5b68a8c8aa7a",
 *     "eventId": "evt_69bce32e9a5300875baf4a0276963f7a",
 *     "eventType": "customer.status_changed",
 *     "subscriptionId": "41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *     "kind": "redelivery",
 *     "status": "pending",
 *     "dedupKey": "evt_69bce32e9a5300875baf4a0276963f7a:41d1d712-cca1-4084-8e4f-eaa6be4ba645",
 *     "attemptCount": 0,
 *     "lastError": null,
 *   …
 */
export const redeliverWebhookDelivery = async (id: string,
    deliveryId: string,
    headers?: RedeliverWebhookDeliveryHeaders, options?: RequestInit): Promise<redeliverWebhookDeliveryResponse> => {
  
  return sextantFetch<redeliverWebhookDeliveryResponse>(getRedeliverWebhookDeliveryUrl(id,deliveryId),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


