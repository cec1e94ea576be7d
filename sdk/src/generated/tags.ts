/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateTagBody,
  CreateTagHeaders,
  DeleteTagHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListTagsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TagCreatedResponse,
  TagListResponse,
  TagSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateTagBody,
  UpdateTagHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's tags by name, case-insensitively. Use it to find the tagIds to put on opportunities, tasks and insights. Paged.
 * @summary List tags
 */
export type listTagsResponse200 = {
  data: TagListResponse
  status: 200
}

export type listTagsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTagsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTagsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTagsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTagsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTagsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTagsResponseSuccess = (listTagsResponse200) & {
  headers: Headers;
};
export type listTagsResponseError = (listTagsResponse400 | listTagsResponse401 | listTagsResponse403 | listTagsResponse404 | listTagsResponse429 | listTagsResponse500) & {
  headers: Headers;
};

export type listTagsResponse = (listTagsResponseSuccess | listTagsResponseError)

export const getListTagsUrl = (params?: ListTagsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/tags?${stringifiedParams}` : `/api/v1/tags`
}

/**
 * List tags
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "58bba9c0-fd6f-4b01-af70-35577516a295",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listTags = async (params?: ListTagsParams, options?: RequestInit): Promise<listTagsResponse> => {
  
  return sextantFetch<listTagsResponse>(getListTagsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a tag with a name, unique in the org regardless of case, and an optional color. A name already used, in any case, is 409 ALREADY_EXISTS: list tags and reuse that one. Returns the tag; put its id in an entity's tagIds.
 * @summary Create a tag
 */
export type createTagResponse201 = {
  data: TagCreatedResponse
  status: 201
}

export type createTagResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTagResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTagResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTagResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTagResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createTagResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTagResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTagResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTagResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTagResponseSuccess = (createTagResponse201) & {
  headers: Headers;
};
export type createTagResponseError = (createTagResponse400 | createTagResponse401 | createTagResponse403 | createTagResponse404 | createTagResponse409 | createTagResponse413 | createTagResponse415 | createTagResponse429 | createTagResponse500) & {
  headers: Headers;
};

export type createTagResponse = (createTagResponseSuccess | createTagResponseError)

export const getCreateTagUrl = () => {


  

  return `/api/v1/tags`
}

/**
 * Create a tag
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4aef31d1-5a7b-4429-976d-dda4cfba5713",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "onboarding",
 *     "color": "#1d76db",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "1edf6821-b61b-4e6c-966c-2ff04e3a2958",
 *   …
 */
export const createTag = async (createTagBody: CreateTagBody,
    headers?: CreateTagHeaders, options?: RequestInit): Promise<createTagResponse> => {
  
  return sextantFetch<createTagResponse>(getCreateTagUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createTagBody,)
  }
);}


/**
 * Changes a tag's name or color (null clears the color); entities keep the tag. A name another tag has (in any case) is 409 ALREADY_EXISTS. Returns the tag.
 * @summary Rename or recolour a tag
 */
export type updateTagResponse200 = {
  data: TagSavedResponse
  status: 200
}

export type updateTagResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTagResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTagResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTagResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTagResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateTagResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTagResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTagResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTagResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTagResponseSuccess = (updateTagResponse200) & {
  headers: Headers;
};
export type updateTagResponseError = (updateTagResponse400 | updateTagResponse401 | updateTagResponse403 | updateTagResponse404 | updateTagResponse409 | updateTagResponse413 | updateTagResponse415 | updateTagResponse429 | updateTagResponse500) & {
  headers: Headers;
};

export type updateTagResponse = (updateTagResponseSuccess | updateTagResponseError)

export const getUpdateTagUrl = (id: string,) => {


  

  return `/api/v1/tags/${id}`
}

/**
 * Rename or recolour a tag
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4aef31d1-5a7b-4429-976d-dda4cfba5713",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Onboarding",
 *     "color": "#1d76db",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:01:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "3734bef6-98c8-4cf3-a058-5941ea0801ea",
 *   …
 */
export const updateTag = async (id: string,
    updateTagBody: UpdateTagBody,
    headers?: UpdateTagHeaders, options?: RequestInit): Promise<updateTagResponse> => {
  
  return sextantFetch<updateTagResponse>(getUpdateTagUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTagBody,)
  }
);}


/**
 * Deletes a tag and removes it from every opportunity and task that carries it, in one step. Returns {id, deleted: true}.
 * @summary Delete a tag
 */
export type deleteTagResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteTagResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteTagResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteTagResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteTagResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteTagResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteTagResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteTagResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteTagResponseSuccess = (deleteTagResponse200) & {
  headers: Headers;
};
export type deleteTagResponseError = (deleteTagResponse400 | deleteTagResponse401 | deleteTagResponse403 | deleteTagResponse404 | deleteTagResponse409 | deleteTagResponse429 | deleteTagResponse500) & {
  headers: Headers;
};

export type deleteTagResponse = (deleteTagResponseSuccess | deleteTagResponseError)

export const getDeleteTagUrl = (id: string,) => {


  

  return `/api/v1/tags/${id}`
}

/**
 * Delete a tag
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4aef31d1-5a7b-4429-976d-dda4cfba5713",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "66a51bfe-32c8-49bf-b4a5-52e3aa4ff650",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteTag = async (id: string,
    headers?: DeleteTagHeaders, options?: RequestInit): Promise<deleteTagResponse> => {
  
  return sextantFetch<deleteTagResponse>(getDeleteTagUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


