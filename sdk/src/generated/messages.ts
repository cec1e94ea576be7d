/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateMessageBody,
  CreateMessageHeaders,
  DeleteMessageHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListMessageThreadParams,
  ListMessagesParams,
  ListPinnedMessagesParams,
  MessageCreatedResponse,
  MessageListResponse,
  MessageSavedResponse,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SearchMessages200,
  SearchMessagesParams,
  SetMessagePinnedBody,
  SetMessagePinnedHeaders,
  SetMessageReaction200,
  SetMessageReactionBody,
  SetMessageReactionHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateMessageBody,
  UpdateMessageHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Top-level messages of a room, newest first, each with its replyCount and reaction counts; read replies with listMessageThread. Members only (a private room is 404 to others, an open one 403 until joined). At most 100 per page. Paged.
 * @summary List a room's messages
 */
export type listMessagesResponse200 = {
  data: MessageListResponse
  status: 200
}

export type listMessagesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listMessagesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMessagesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listMessagesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listMessagesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listMessagesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listMessagesResponseSuccess = (listMessagesResponse200) & {
  headers: Headers;
};
export type listMessagesResponseError = (listMessagesResponse400 | listMessagesResponse401 | listMessagesResponse403 | listMessagesResponse404 | listMessagesResponse429 | listMessagesResponse500) & {
  headers: Headers;
};

export type listMessagesResponse = (listMessagesResponseSuccess | listMessagesResponseError)

export const getListMessagesUrl = (params: ListMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/messages?${stringifiedParams}` : `/api/v1/messages`
}

/**
 * List a room's messages
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "04b27379-2766-4124-a2fe-4f04a0ad3756",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listMessages = async (params: ListMessagesParams, options?: RequestInit): Promise<listMessagesResponse> => {
  
  return sextantFetch<listMessagesResponse>(getListMessagesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Posts a message to a room the caller is a member of, or a reply when parentId is set. Threads have two levels: replying to a reply attaches the new message to that reply's top-level message (parentId in the result says which). @Name or @"Full Name" notifies that user when they can read the room (mention), and members whose notification level is all are notified of every message. An archived room refuses (409).
 * @summary Post a message
 */
export type createMessageResponse201 = {
  data: MessageCreatedResponse
  status: 201
}

export type createMessageResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createMessageResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createMessageResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createMessageResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createMessageResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createMessageResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createMessageResponseSuccess = (createMessageResponse201) & {
  headers: Headers;
};
export type createMessageResponseError = (createMessageResponse400 | createMessageResponse401 | createMessageResponse403 | createMessageResponse404 | createMessageResponse409 | createMessageResponse413 | createMessageResponse415 | createMessageResponse429 | createMessageResponse500) & {
  headers: Headers;
};

export type createMessageResponse = (createMessageResponseSuccess | createMessageResponseError)

export const getCreateMessageUrl = () => {


  

  return `/api/v1/messages`
}

/**
 * Post a message
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "dc4fd1b4-b303-4c31-b9e9-d629d24fa31c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "roomId": "65a734ff-6813-48d5-a8cc-47ffd7de48e2",
 *     "parentId": null,
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "authorName": "Dana Whitfield",
 *     "body": "Shipping the checkout fix today; release notes are in the PRD.",
 *     "system": false,
 *     "edited": false,
 *   …
 */
export const createMessage = async (createMessageBody: CreateMessageBody,
    headers?: CreateMessageHeaders, options?: RequestInit): Promise<createMessageResponse> => {
  
  return sextantFetch<createMessageResponse>(getCreateMessageUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createMessageBody,)
  }
);}


/**
 * Pinned messages, most recently pinned first, in one room (roomId) or in every room the caller is a member of. Paged.
 * @summary List pinned messages
 */
export type listPinnedMessagesResponse200 = {
  data: MessageListResponse
  status: 200
}

export type listPinnedMessagesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listPinnedMessagesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listPinnedMessagesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listPinnedMessagesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listPinnedMessagesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listPinnedMessagesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listPinnedMessagesResponseSuccess = (listPinnedMessagesResponse200) & {
  headers: Headers;
};
export type listPinnedMessagesResponseError = (listPinnedMessagesResponse400 | listPinnedMessagesResponse401 | listPinnedMessagesResponse403 | listPinnedMessagesResponse404 | listPinnedMessagesResponse429 | listPinnedMessagesResponse500) & {
  headers: Headers;
};

export type listPinnedMessagesResponse = (listPinnedMessagesResponseSuccess | listPinnedMessagesResponseError)

export const getListPinnedMessagesUrl = (params?: ListPinnedMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/messages/pinned?${stringifiedParams}` : `/api/v1/messages/pinned`
}

/**
 * List pinned messages
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "52155973-45c7-41f0-9029-6a682de6ce19",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listPinnedMessages = async (params?: ListPinnedMessagesParams, options?: RequestInit): Promise<listPinnedMessagesResponse> => {
  
  return sextantFetch<listPinnedMessagesResponse>(getListPinnedMessagesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Finds messages whose body contains the query (case-insensitive substring) in rooms the caller is a member of, best matches first, at most 40. Filters: roomId, authorId, dmWith (the other member of a DM), from and to (createdAt bounds, inclusive). A query under 2 characters (or none) needs at least one filter (400).
 * @summary Search messages
 */
export type searchMessagesResponse200 = {
  data: SearchMessages200
  status: 200
}

export type searchMessagesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type searchMessagesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type searchMessagesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type searchMessagesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type searchMessagesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type searchMessagesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type searchMessagesResponseSuccess = (searchMessagesResponse200) & {
  headers: Headers;
};
export type searchMessagesResponseError = (searchMessagesResponse400 | searchMessagesResponse401 | searchMessagesResponse403 | searchMessagesResponse404 | searchMessagesResponse429 | searchMessagesResponse500) & {
  headers: Headers;
};

export type searchMessagesResponse = (searchMessagesResponseSuccess | searchMessagesResponseError)

export const getSearchMessagesUrl = (params?: SearchMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/messages/search?${stringifiedParams}` : `/api/v1/messages/search`
}

/**
 * Search messages
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "bc5e42c1-9fc7-48c4-87fd-8c631c3fc7b1",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": []
 * }
 */
export const searchMessages = async (params?: SearchMessagesParams, options?: RequestInit): Promise<searchMessagesResponse> => {
  
  return sextantFetch<searchMessagesResponse>(getSearchMessagesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Replaces the body of the caller's own message and marks it edited. Only the author (403 otherwise); system messages cannot be edited (403); an archived room is read-only (409). New mentions notify.
 * @summary Edit a message
 */
export type updateMessageResponse200 = {
  data: MessageSavedResponse
  status: 200
}

export type updateMessageResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateMessageResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateMessageResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateMessageResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateMessageResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateMessageResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateMessageResponseSuccess = (updateMessageResponse200) & {
  headers: Headers;
};
export type updateMessageResponseError = (updateMessageResponse400 | updateMessageResponse401 | updateMessageResponse403 | updateMessageResponse404 | updateMessageResponse409 | updateMessageResponse413 | updateMessageResponse415 | updateMessageResponse429 | updateMessageResponse500) & {
  headers: Headers;
};

export type updateMessageResponse = (updateMessageResponseSuccess | updateMessageResponseError)

export const getUpdateMessageUrl = (id: string,) => {


  

  return `/api/v1/messages/${id}`
}

/**
 * Edit a message
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "dc4fd1b4-b303-4c31-b9e9-d629d24fa31c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "roomId": "65a734ff-6813-48d5-a8cc-47ffd7de48e2",
 *     "parentId": null,
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "authorName": "Dana Whitfield",
 *     "body": "Shipping the checkout fix tomorrow",
 *     "system": false,
 *     "edited": true,
 *   …
 */
export const updateMessage = async (id: string,
    updateMessageBody: UpdateMessageBody,
    headers?: UpdateMessageHeaders, options?: RequestInit): Promise<updateMessageResponse> => {
  
  return sextantFetch<updateMessageResponse>(getUpdateMessageUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateMessageBody,)
  }
);}


/**
 * Deletes the caller's own message. Only the author (403); system messages cannot be deleted (403); an archived room is read-only (409). A top-level message with replies stays as an empty, deleted message so its thread remains readable.
 * @summary Delete a message
 */
export type deleteMessageResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteMessageResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteMessageResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteMessageResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteMessageResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteMessageResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteMessageResponseSuccess = (deleteMessageResponse200) & {
  headers: Headers;
};
export type deleteMessageResponseError = (deleteMessageResponse400 | deleteMessageResponse401 | deleteMessageResponse403 | deleteMessageResponse404 | deleteMessageResponse409 | deleteMessageResponse429 | deleteMessageResponse500) & {
  headers: Headers;
};

export type deleteMessageResponse = (deleteMessageResponseSuccess | deleteMessageResponseError)

export const getDeleteMessageUrl = (id: string,) => {


  

  return `/api/v1/messages/${id}`
}

/**
 * Delete a message
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f3803387-51a4-463e-9d63-f9167464d033",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "c641ddcf-ef25-4052-9c69-85bd1073533d",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteMessage = async (id: string,
    headers?: DeleteMessageHeaders, options?: RequestInit): Promise<deleteMessageResponse> => {
  
  return sextantFetch<deleteMessageResponse>(getDeleteMessageUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The replies to a top-level message, oldest first; threads have two levels, so replies have no replies of their own. The id of a reply gives its top-level message's thread. Members only. At most 100 per page. Paged.
 * @summary List a message's replies
 */
export type listMessageThreadResponse200 = {
  data: MessageListResponse
  status: 200
}

export type listMessageThreadResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listMessageThreadResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMessageThreadResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listMessageThreadResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listMessageThreadResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listMessageThreadResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listMessageThreadResponseSuccess = (listMessageThreadResponse200) & {
  headers: Headers;
};
export type listMessageThreadResponseError = (listMessageThreadResponse400 | listMessageThreadResponse401 | listMessageThreadResponse403 | listMessageThreadResponse404 | listMessageThreadResponse429 | listMessageThreadResponse500) & {
  headers: Headers;
};

export type listMessageThreadResponse = (listMessageThreadResponseSuccess | listMessageThreadResponseError)

export const getListMessageThreadUrl = (id: string,
    params?: ListMessageThreadParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/messages/${id}/thread?${stringifiedParams}` : `/api/v1/messages/${id}/thread`
}

/**
 * List a message's replies
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "242caafe-60d8-42f3-94eb-87322eeafbe6",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listMessageThread = async (id: string,
    params?: ListMessageThreadParams, options?: RequestInit): Promise<listMessageThreadResponse> => {
  
  return sextantFetch<listMessageThreadResponse>(getListMessageThreadUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Pins (pinned true) or unpins a message in its room; absolute, so setting the current state again is a success. Any member may; an archived room is read-only (409). Returns the message.
 * @summary Pin or unpin a message
 */
export type setMessagePinnedResponse200 = {
  data: MessageSavedResponse
  status: 200
}

export type setMessagePinnedResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setMessagePinnedResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setMessagePinnedResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setMessagePinnedResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setMessagePinnedResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setMessagePinnedResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setMessagePinnedResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setMessagePinnedResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setMessagePinnedResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setMessagePinnedResponseSuccess = (setMessagePinnedResponse200) & {
  headers: Headers;
};
export type setMessagePinnedResponseError = (setMessagePinnedResponse400 | setMessagePinnedResponse401 | setMessagePinnedResponse403 | setMessagePinnedResponse404 | setMessagePinnedResponse409 | setMessagePinnedResponse413 | setMessagePinnedResponse415 | setMessagePinnedResponse429 | setMessagePinnedResponse500) & {
  headers: Headers;
};

export type setMessagePinnedResponse = (setMessagePinnedResponseSuccess | setMessagePinnedResponseError)

export const getSetMessagePinnedUrl = (id: string,) => {


  

  return `/api/v1/messages/${id}/pinned`
}

/**
 * Pin or unpin a message
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "dc4fd1b4-b303-4c31-b9e9-d629d24fa31c",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "roomId": "65a734ff-6813-48d5-a8cc-47ffd7de48e2",
 *     "parentId": null,
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "authorName": "Dana Whitfield",
 *     "body": "Shipping the checkout fix tomorrow",
 *     "system": false,
 *     "edited": true,
 *   …
 */
export const setMessagePinned = async (id: string,
    setMessagePinnedBody: SetMessagePinnedBody,
    headers?: SetMessagePinnedHeaders, options?: RequestInit): Promise<setMessagePinnedResponse> => {
  
  return sextantFetch<setMessagePinnedResponse>(getSetMessagePinnedUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setMessagePinnedBody,)
  }
);}


/**
 * Adds (on true) or removes (on false) the caller's reaction with one emoji on a message; absolute, so repeating it changes nothing. Members only; an archived room or a deleted message refuses (409). Returns the message's reactions: [{emoji, count, reactedByMe}].
 * @summary React to a message
 */
export type setMessageReactionResponse200 = {
  data: SetMessageReaction200
  status: 200
}

export type setMessageReactionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setMessageReactionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setMessageReactionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setMessageReactionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setMessageReactionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setMessageReactionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setMessageReactionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setMessageReactionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setMessageReactionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setMessageReactionResponseSuccess = (setMessageReactionResponse200) & {
  headers: Headers;
};
export type setMessageReactionResponseError = (setMessageReactionResponse400 | setMessageReactionResponse401 | setMessageReactionResponse403 | setMessageReactionResponse404 | setMessageReactionResponse409 | setMessageReactionResponse413 | setMessageReactionResponse415 | setMessageReactionResponse429 | setMessageReactionResponse500) & {
  headers: Headers;
};

export type setMessageReactionResponse = (setMessageReactionResponseSuccess | setMessageReactionResponseError)

export const getSetMessageReactionUrl = (id: string,) => {


  

  return `/api/v1/messages/${id}/reactions`
}

/**
 * React to a message
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "emoji": "👍",
 *       "count": 1,
 *       "reactedByMe": true
 *     }
 *   ],
 *   "meta": {
 *     "requestId": "cf1c993d-455d-48e4-b321-e29e151e0703",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const setMessageReaction = async (id: string,
    setMessageReactionBody: SetMessageReactionBody,
    headers?: SetMessageReactionHeaders, options?: RequestInit): Promise<setMessageReactionResponse> => {
  
  return sextantFetch<setMessageReactionResponse>(getSetMessageReactionUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setMessageReactionBody,)
  }
);}


