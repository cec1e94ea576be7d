/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListUsersParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateUserBody,
  UpdateUserHeaders,
  UserListResponse,
  UserResponse,
  UserSavedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Users of the caller's org by name. Salary fields only with compensation:read or a leadership role. Paged.
 * @summary List users
 */
export type listUsersResponse200 = {
  data: UserListResponse
  status: 200
}

export type listUsersResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listUsersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listUsersResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listUsersResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listUsersResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listUsersResponseSuccess = (listUsersResponse200) & {
  headers: Headers;
};
export type listUsersResponseError = (listUsersResponse400 | listUsersResponse401 | listUsersResponse403 | listUsersResponse429 | listUsersResponse500) & {
  headers: Headers;
};

export type listUsersResponse = (listUsersResponseSuccess | listUsersResponseError)

export const getListUsersUrl = (params?: ListUsersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/users?${stringifiedParams}` : `/api/v1/users`
}

/**
 * List users
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "name": "Ada Nguyen",
 *       "email": "ada.nguyen1@northwind.example.com",
 *       "kind": "person",
 *       "orgRole": "sales",
 *       "orgRoleId": "sales",
 *       "avatarFileId": null,
 *   …
 */
export const listUsers = async (params?: ListUsersParams, options?: RequestInit): Promise<listUsersResponse> => {
  
  return sextantFetch<listUsersResponse>(getListUsersUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One user by UUID, or me for the caller.
 * @summary Get a user
 */
export type getUserResponse200 = {
  data: UserResponse
  status: 200
}

export type getUserResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getUserResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getUserResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getUserResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getUserResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getUserResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getUserResponseSuccess = (getUserResponse200) & {
  headers: Headers;
};
export type getUserResponseError = (getUserResponse400 | getUserResponse401 | getUserResponse403 | getUserResponse404 | getUserResponse429 | getUserResponse500) & {
  headers: Headers;
};

export type getUserResponse = (getUserResponseSuccess | getUserResponseError)

export const getGetUserUrl = (id: string,) => {


  

  return `/api/v1/users/${id}`
}

/**
 * Get a user
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Ada Nguyen",
 *     "email": "ada.nguyen1@northwind.example.com",
 *     "kind": "person",
 *     "orgRole": "sales",
 *     "orgRoleId": "sales",
 *     "avatarFileId": null,
 *     "salaryMonthly": null,
 *   …
 */
export const getUser = async (id: string, options?: RequestInit): Promise<getUserResponse> => {
  
  return sextantFetch<getUserResponse>(getGetUserUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits a user of the org. salaryMonthly and salaryCurrency travel as a pair (both or neither) and need a leadership role (em, executive, admin); weeklyHours likewise. Users are not created here: they come from authentication.
 * @summary Update a user
 */
export type updateUserResponse200 = {
  data: UserSavedResponse
  status: 200
}

export type updateUserResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateUserResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateUserResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateUserResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateUserResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateUserResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateUserResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateUserResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateUserResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateUserResponseSuccess = (updateUserResponse200) & {
  headers: Headers;
};
export type updateUserResponseError = (updateUserResponse400 | updateUserResponse401 | updateUserResponse403 | updateUserResponse404 | updateUserResponse409 | updateUserResponse413 | updateUserResponse415 | updateUserResponse429 | updateUserResponse500) & {
  headers: Headers;
};

export type updateUserResponse = (updateUserResponseSuccess | updateUserResponseError)

export const getUpdateUserUrl = (id: string,) => {


  

  return `/api/v1/users/${id}`
}

/**
 * Update a user
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Ada King",
 *     "email": "ada.nguyen1@northwind.example.com",
 *     "kind": "person",
 *     "orgRole": "sales",
 *     "orgRoleId": "sales",
 *     "avatarFileId": null,
 *     "salaryMonthly": null,
 *   …
 */
export const updateUser = async (id: string,
    updateUserBody: UpdateUserBody,
    headers?: UpdateUserHeaders, options?: RequestInit): Promise<updateUserResponse> => {
  
  return sextantFetch<updateUserResponse>(getUpdateUserUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateUserBody,)
  }
);}


