/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  ForbiddenResponse,
  GetNotificationUnreadCount200,
  InternalErrorResponse,
  ListNotificationsParams,
  NotFoundResponse,
  NotificationListResponse,
  NotificationSavedResponse,
  PinNotificationHeaders,
  ReadAllNotifications200,
  ReadAllNotificationsHeaders,
  ReadNotificationHeaders,
  SubscriptionSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnpinNotificationHeaders,
  UnsubscribeNotificationHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The caller's notifications, newest first. Filters: unreadOnly, pinned, types (comma-separated: task_assigned, entity_changed, mention, message, handoff). Paged.
 * @summary List your notifications
 */
export type listNotificationsResponse200 = {
  data: NotificationListResponse
  status: 200
}

export type listNotificationsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listNotificationsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listNotificationsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listNotificationsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listNotificationsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listNotificationsResponseSuccess = (listNotificationsResponse200) & {
  headers: Headers;
};
export type listNotificationsResponseError = (listNotificationsResponse400 | listNotificationsResponse401 | listNotificationsResponse403 | listNotificationsResponse429 | listNotificationsResponse500) & {
  headers: Headers;
};

export type listNotificationsResponse = (listNotificationsResponseSuccess | listNotificationsResponseError)

export const getListNotificationsUrl = (params?: ListNotificationsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/notifications?${stringifiedParams}` : `/api/v1/notifications`
}

/**
 * List your notifications
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "6d206d10-c318-4361-9a3e-66b57d82aee4",
 *       "type": "task_assigned",
 *       "title": "You were assigned BIL-1: Fix the outgoing webhooks in the onboarding wizard",
 *       "body": "Priya Raman assigned you task BIL-1.",
 *       "linkUrl": "/api/v1/tasks/BIL-1",
 *       "readAt": null,
 *       "pinned": false,
 *       "entityType": "task",
 *   …
 */
export const listNotifications = async (params?: ListNotificationsParams, options?: RequestInit): Promise<listNotificationsResponse> => {
  
  return sextantFetch<listNotificationsResponse>(getListNotificationsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * How many of the caller's notifications are unread.
 * @summary Count your unread notifications
 */
export type getNotificationUnreadCountResponse200 = {
  data: GetNotificationUnreadCount200
  status: 200
}

export type getNotificationUnreadCountResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getNotificationUnreadCountResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getNotificationUnreadCountResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getNotificationUnreadCountResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getNotificationUnreadCountResponseSuccess = (getNotificationUnreadCountResponse200) & {
  headers: Headers;
};
export type getNotificationUnreadCountResponseError = (getNotificationUnreadCountResponse401 | getNotificationUnreadCountResponse403 | getNotificationUnreadCountResponse429 | getNotificationUnreadCountResponse500) & {
  headers: Headers;
};

export type getNotificationUnreadCountResponse = (getNotificationUnreadCountResponseSuccess | getNotificationUnreadCountResponseError)

export const getGetNotificationUnreadCountUrl = () => {


  

  return `/api/v1/notifications/unread-count`
}

/**
 * Count your unread notifications
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "count": 1
 *   },
 *   "meta": {
 *     "requestId": "566d097a-b322-49d1-84fd-6abbaa2de055",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *     {
 *   …
 */
export const getNotificationUnreadCount = async ( options?: RequestInit): Promise<getNotificationUnreadCountResponse> => {
  
  return sextantFetch<getNotificationUnreadCountResponse>(getGetNotificationUnreadCountUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Marks every unread notification of the caller read; returns how many changed.
 * @summary Mark all notifications read
 */
export type readAllNotificationsResponse200 = {
  data: ReadAllNotifications200
  status: 200
}

export type readAllNotificationsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type readAllNotificationsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type readAllNotificationsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type readAllNotificationsResponse409 = {
  data: ConflictResponse
  status: 409
}

export type readAllNotificationsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type readAllNotificationsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type readAllNotificationsResponseSuccess = (readAllNotificationsResponse200) & {
  headers: Headers;
};
export type readAllNotificationsResponseError = (readAllNotificationsResponse400 | readAllNotificationsResponse401 | readAllNotificationsResponse403 | readAllNotificationsResponse409 | readAllNotificationsResponse429 | readAllNotificationsResponse500) & {
  headers: Headers;
};

export type readAllNotificationsResponse = (readAllNotificationsResponseSuccess | readAllNotificationsResponseError)

export const getReadAllNotificationsUrl = () => {


  

  return `/api/v1/notifications/read-all`
}

/**
 * Mark all notifications read
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "updated": 1
 *   },
 *   "meta": {
 *     "requestId": "a223ff67-6b00-4da6-8da5-3bcd6787a341",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *     {
 *   …
 */
export const readAllNotifications = async (headers?: ReadAllNotificationsHeaders, options?: RequestInit): Promise<readAllNotificationsResponse> => {
  
  return sextantFetch<readAllNotificationsResponse>(getReadAllNotificationsUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Marks one of the caller's notifications read; reading a read one keeps its first readAt.
 * @summary Mark a notification read
 */
export type readNotificationResponse200 = {
  data: NotificationSavedResponse
  status: 200
}

export type readNotificationResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type readNotificationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type readNotificationResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type readNotificationResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type readNotificationResponse409 = {
  data: ConflictResponse
  status: 409
}

export type readNotificationResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type readNotificationResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type readNotificationResponseSuccess = (readNotificationResponse200) & {
  headers: Headers;
};
export type readNotificationResponseError = (readNotificationResponse400 | readNotificationResponse401 | readNotificationResponse403 | readNotificationResponse404 | readNotificationResponse409 | readNotificationResponse429 | readNotificationResponse500) & {
  headers: Headers;
};

export type readNotificationResponse = (readNotificationResponseSuccess | readNotificationResponseError)

export const getReadNotificationUrl = (id: string,) => {


  

  return `/api/v1/notifications/${id}/read`
}

/**
 * Mark a notification read
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "6d206d10-c318-4361-9a3e-66b57d82aee4",
 *     "type": "task_assigned",
 *     "title": "You were assigned BIL-1: Fix the outgoing webhooks in the onboarding wizard",
 *     "body": "Priya Raman assigned you task BIL-1.",
 *     "linkUrl": "/api/v1/tasks/BIL-1",
 *     "readAt": "2026-03-02T09:01:00.000Z",
 *     "pinned": true,
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *   …
 */
export const readNotification = async (id: string,
    headers?: ReadNotificationHeaders, options?: RequestInit): Promise<readNotificationResponse> => {
  
  return sextantFetch<readNotificationResponse>(getReadNotificationUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Pins one of the caller's notifications.
 * @summary Pin a notification
 */
export type pinNotificationResponse200 = {
  data: NotificationSavedResponse
  status: 200
}

export type pinNotificationResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type pinNotificationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type pinNotificationResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type pinNotificationResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type pinNotificationResponse409 = {
  data: ConflictResponse
  status: 409
}

export type pinNotificationResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type pinNotificationResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type pinNotificationResponseSuccess = (pinNotificationResponse200) & {
  headers: Headers;
};
export type pinNotificationResponseError = (pinNotificationResponse400 | pinNotificationResponse401 | pinNotificationResponse403 | pinNotificationResponse404 | pinNotificationResponse409 | pinNotificationResponse429 | pinNotificationResponse500) & {
  headers: Headers;
};

export type pinNotificationResponse = (pinNotificationResponseSuccess | pinNotificationResponseError)

export const getPinNotificationUrl = (id: string,) => {


  

  return `/api/v1/notifications/${id}/pin`
}

/**
 * Pin a notification
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "6d206d10-c318-4361-9a3e-66b57d82aee4",
 *     "type": "task_assigned",
 *     "title": "You were assigned BIL-1: Fix the outgoing webhooks in the onboarding wizard",
 *     "body": "Priya Raman assigned you task BIL-1.",
 *     "linkUrl": "/api/v1/tasks/BIL-1",
 *     "readAt": "2026-03-02T09:01:00.000Z",
 *     "pinned": true,
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *   …
 */
export const pinNotification = async (id: string,
    headers?: PinNotificationHeaders, options?: RequestInit): Promise<pinNotificationResponse> => {
  
  return sextantFetch<pinNotificationResponse>(getPinNotificationUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Unpins one of the caller's notifications.
 * @summary Unpin a notification
 */
export type unpinNotificationResponse200 = {
  data: NotificationSavedResponse
  status: 200
}

export type unpinNotificationResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type unpinNotificationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type unpinNotificationResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type unpinNotificationResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type unpinNotificationResponse409 = {
  data: ConflictResponse
  status: 409
}

export type unpinNotificationResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type unpinNotificationResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type unpinNotificationResponseSuccess = (unpinNotificationResponse200) & {
  headers: Headers;
};
export type unpinNotificationResponseError = (unpinNotificationResponse400 | unpinNotificationResponse401 | unpinNotificationResponse403 | unpinNotificationResponse404 | unpinNotificationResponse409 | unpinNotificationResponse429 | unpinNotificationResponse500) & {
  headers: Headers;
};

export type unpinNotificationResponse = (unpinNotificationResponseSuccess | unpinNotificationResponseError)

export const getUnpinNotificationUrl = (id: string,) => {


  

  return `/api/v1/notifications/${id}/unpin`
}

/**
 * Unpin a notification
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "6d206d10-c318-4361-9a3e-66b57d82aee4",
 *     "type": "task_assigned",
 *     "title": "You were assigned BIL-1: Fix the outgoing webhooks in the onboarding wizard",
 *     "body": "Priya Raman assigned you task BIL-1.",
 *     "linkUrl": "/api/v1/tasks/BIL-1",
 *     "readAt": "2026-03-02T09:01:00.000Z",
 *     "pinned": false,
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *   …
 */
export const unpinNotification = async (id: string,
    headers?: UnpinNotificationHeaders, options?: RequestInit): Promise<unpinNotificationResponse> => {
  
  return sextantFetch<unpinNotificationResponse>(getUnpinNotificationUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Mutes the notification's source entity for the caller: no more entity_changed notifications from it until POST /api/v1/subscriptions follows it again. Returns the new subscription state.
 * @summary Mute the source of a notification
 */
export type unsubscribeNotificationResponse200 = {
  data: SubscriptionSavedResponse
  status: 200
}

export type unsubscribeNotificationResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type unsubscribeNotificationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type unsubscribeNotificationResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type unsubscribeNotificationResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type unsubscribeNotificationResponse409 = {
  data: ConflictResponse
  status: 409
}

export type unsubscribeNotificationResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type unsubscribeNotificationResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type unsubscribeNotificationResponseSuccess = (unsubscribeNotificationResponse200) & {
  headers: Headers;
};
export type unsubscribeNotificationResponseError = (unsubscribeNotificationResponse400 | unsubscribeNotificationResponse401 | unsubscribeNotificationResponse403 | unsubscribeNotificationResponse404 | unsubscribeNotificationResponse409 | unsubscribeNotificationResponse429 | unsubscribeNotificationResponse500) & {
  headers: Headers;
};

export type unsubscribeNotificationResponse = (unsubscribeNotificationResponseSuccess | unsubscribeNotificationResponseError)

export const getUnsubscribeNotificationUrl = (id: string,) => {


  

  return `/api/v1/notifications/${id}/unsubscribe`
}

/**
 * Mute the source of a notification
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "subscribed": false
 *   },
 *   "meta": {
 *     "requestId": "6ef5774f-04de-4e18-8384-6f191b413e40",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const unsubscribeNotification = async (id: string,
    headers?: UnsubscribeNotificationHeaders, options?: RequestInit): Promise<unsubscribeNotificationResponse> => {
  
  return sextantFetch<unsubscribeNotificationResponse>(getUnsubscribeNotificationUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


