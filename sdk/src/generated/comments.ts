/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  CommentCreatedResponse,
  CommentListResponse,
  CommentSavedResponse,
  ConflictResponse,
  CreateCommentBody,
  CreateCommentHeaders,
  DeleteCommentHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListCommentsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SetCommentArchivedBody,
  SetCommentArchivedHeaders,
  SetCommentReaction200,
  SetCommentReactionBody,
  SetCommentReactionHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateCommentBody,
  UpdateCommentHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The comment thread of a vision, objective, metric, opportunity or task, oldest first; replies carry parentId. Archived comments are left out unless includeArchived=true. Needs the entity's read capability (404 without it). Paged.
 * @summary List comments on an entity
 */
export type listCommentsResponse200 = {
  data: CommentListResponse
  status: 200
}

export type listCommentsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCommentsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCommentsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCommentsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCommentsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCommentsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCommentsResponseSuccess = (listCommentsResponse200) & {
  headers: Headers;
};
export type listCommentsResponseError = (listCommentsResponse400 | listCommentsResponse401 | listCommentsResponse403 | listCommentsResponse404 | listCommentsResponse429 | listCommentsResponse500) & {
  headers: Headers;
};

export type listCommentsResponse = (listCommentsResponseSuccess | listCommentsResponseError)

export const getListCommentsUrl = (params: ListCommentsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/comments?${stringifiedParams}` : `/api/v1/comments`
}

/**
 * List comments on an entity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "9546caef-be8d-4f31-a813-3a75bbc219d7",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listComments = async (params: ListCommentsParams, options?: RequestInit): Promise<listCommentsResponse> => {
  
  return sextantFetch<listCommentsResponse>(getListCommentsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Adds a comment to the thread of a vision, objective, metric, opportunity or task, or a reply when parentId is set (one reply level: replying to a reply attaches to its top-level comment). @Name or @"Full Name" notifies that user when they can read the entity. Needs the entity's read capability (404 without it); a parentId that is not a comment on the same entity is 404 naming it.
 * @summary Comment on an entity
 */
export type createCommentResponse201 = {
  data: CommentCreatedResponse
  status: 201
}

export type createCommentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCommentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCommentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCommentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCommentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCommentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCommentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCommentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCommentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCommentResponseSuccess = (createCommentResponse201) & {
  headers: Headers;
};
export type createCommentResponseError = (createCommentResponse400 | createCommentResponse401 | createCommentResponse403 | createCommentResponse404 | createCommentResponse409 | createCommentResponse413 | createCommentResponse415 | createCommentResponse429 | createCommentResponse500) & {
  headers: Headers;
};

export type createCommentResponse = (createCommentResponseSuccess | createCommentResponseError)

export const getCreateCommentUrl = () => {


  

  return `/api/v1/comments`
}

/**
 * Comment on an entity
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "688c2ece-59a0-45b8-a92a-b7ca25348384",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "parentId": null,
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "authorName": "Dana Whitfield",
 *     "body": "@Ann the retry queue needs a dead-letter topic first",
 *     "system": false,
 *   …
 */
export const createComment = async (createCommentBody: CreateCommentBody,
    headers?: CreateCommentHeaders, options?: RequestInit): Promise<createCommentResponse> => {
  
  return sextantFetch<createCommentResponse>(getCreateCommentUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCommentBody,)
  }
);}


/**
 * Replaces the body of the caller's own comment and marks it edited. Only the author (403); system comments cannot be edited (403). New mentions notify.
 * @summary Edit a comment
 */
export type updateCommentResponse200 = {
  data: CommentSavedResponse
  status: 200
}

export type updateCommentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateCommentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateCommentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateCommentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateCommentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateCommentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateCommentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateCommentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateCommentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateCommentResponseSuccess = (updateCommentResponse200) & {
  headers: Headers;
};
export type updateCommentResponseError = (updateCommentResponse400 | updateCommentResponse401 | updateCommentResponse403 | updateCommentResponse404 | updateCommentResponse409 | updateCommentResponse413 | updateCommentResponse415 | updateCommentResponse429 | updateCommentResponse500) & {
  headers: Headers;
};

export type updateCommentResponse = (updateCommentResponseSuccess | updateCommentResponseError)

export const getUpdateCommentUrl = (id: string,) => {


  

  return `/api/v1/comments/${id}`
}

/**
 * Edit a comment
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "688c2ece-59a0-45b8-a92a-b7ca25348384",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "parentId": null,
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "authorName": "Dana Whitfield",
 *     "body": "Dead-letter topic first, then the retry queue.",
 *     "system": false,
 *   …
 */
export const updateComment = async (id: string,
    updateCommentBody: UpdateCommentBody,
    headers?: UpdateCommentHeaders, options?: RequestInit): Promise<updateCommentResponse> => {
  
  return sextantFetch<updateCommentResponse>(getUpdateCommentUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateCommentBody,)
  }
);}


/**
 * Deletes the caller's own comment and its replies. Only the author (403); system comments cannot be deleted (403); archive a comment to hide it without losing it.
 * @summary Delete a comment
 */
export type deleteCommentResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteCommentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteCommentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteCommentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteCommentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteCommentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteCommentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteCommentResponseSuccess = (deleteCommentResponse200) & {
  headers: Headers;
};
export type deleteCommentResponseError = (deleteCommentResponse400 | deleteCommentResponse401 | deleteCommentResponse403 | deleteCommentResponse404 | deleteCommentResponse429 | deleteCommentResponse500) & {
  headers: Headers;
};

export type deleteCommentResponse = (deleteCommentResponseSuccess | deleteCommentResponseError)

export const getDeleteCommentUrl = (id: string,) => {


  

  return `/api/v1/comments/${id}`
}

/**
 * Delete a comment
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "8e29fa92-800f-4791-912d-b3933dae8c3d",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "d25c22fb-c8ec-4816-b3a7-70aba5a7fa54",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteComment = async (id: string,
    headers?: DeleteCommentHeaders, options?: RequestInit): Promise<deleteCommentResponse> => {
  
  return sextantFetch<deleteCommentResponse>(getDeleteCommentUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Archives (archived true) or restores a comment; absolute. Allowed to its author and to the entity's owner: the vision's owner, the objective's DRI, the metric's steward, the opportunity's lead or the task's owner (403 otherwise). Archived comments are left out of listComments unless includeArchived=true.
 * @summary Archive or restore a comment
 */
export type setCommentArchivedResponse200 = {
  data: CommentSavedResponse
  status: 200
}

export type setCommentArchivedResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setCommentArchivedResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setCommentArchivedResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setCommentArchivedResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setCommentArchivedResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setCommentArchivedResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setCommentArchivedResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setCommentArchivedResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setCommentArchivedResponseSuccess = (setCommentArchivedResponse200) & {
  headers: Headers;
};
export type setCommentArchivedResponseError = (setCommentArchivedResponse400 | setCommentArchivedResponse401 | setCommentArchivedResponse403 | setCommentArchivedResponse404 | setCommentArchivedResponse413 | setCommentArchivedResponse415 | setCommentArchivedResponse429 | setCommentArchivedResponse500) & {
  headers: Headers;
};

export type setCommentArchivedResponse = (setCommentArchivedResponseSuccess | setCommentArchivedResponseError)

export const getSetCommentArchivedUrl = (id: string,) => {


  

  return `/api/v1/comments/${id}/archived`
}

/**
 * Archive or restore a comment
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "688c2ece-59a0-45b8-a92a-b7ca25348384",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "entityType": "task",
 *     "entityId": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *     "parentId": null,
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "authorName": "Dana Whitfield",
 *     "body": "Dead-letter topic first, then the retry queue.",
 *     "system": false,
 *   …
 */
export const setCommentArchived = async (id: string,
    setCommentArchivedBody: SetCommentArchivedBody,
    headers?: SetCommentArchivedHeaders, options?: RequestInit): Promise<setCommentArchivedResponse> => {
  
  return sextantFetch<setCommentArchivedResponse>(getSetCommentArchivedUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setCommentArchivedBody,)
  }
);}


/**
 * Adds (on true) or removes (on false) the caller's reaction with one emoji on a comment; absolute. Needs the entity's read capability. Returns the comment's reactions: [{emoji, count, reactedByMe}].
 * @summary React to a comment
 */
export type setCommentReactionResponse200 = {
  data: SetCommentReaction200
  status: 200
}

export type setCommentReactionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setCommentReactionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setCommentReactionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setCommentReactionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setCommentReactionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setCommentReactionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setCommentReactionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setCommentReactionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setCommentReactionResponseSuccess = (setCommentReactionResponse200) & {
  headers: Headers;
};
export type setCommentReactionResponseError = (setCommentReactionResponse400 | setCommentReactionResponse401 | setCommentReactionResponse403 | setCommentReactionResponse404 | setCommentReactionResponse413 | setCommentReactionResponse415 | setCommentReactionResponse429 | setCommentReactionResponse500) & {
  headers: Headers;
};

export type setCommentReactionResponse = (setCommentReactionResponseSuccess | setCommentReactionResponseError)

export const getSetCommentReactionUrl = (id: string,) => {


  

  return `/api/v1/comments/${id}/reactions`
}

/**
 * React to a comment
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "emoji": ":rocket:",
 *       "count": 1,
 *       "reactedByMe": true
 *     }
 *   ],
 *   "meta": {
 *     "requestId": "596e40f6-4b29-4f18-a925-c24a46cca970",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const setCommentReaction = async (id: string,
    setCommentReactionBody: SetCommentReactionBody,
    headers?: SetCommentReactionHeaders, options?: RequestInit): Promise<setCommentReactionResponse> => {
  
  return sextantFetch<setCommentReactionResponse>(getSetCommentReactionUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setCommentReactionBody,)
  }
);}


