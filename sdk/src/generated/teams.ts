/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AddTeamMemberBody,
  AddTeamMemberHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateTeamBody,
  CreateTeamHeaders,
  ForbiddenResponse,
  InternalErrorResponse,
  ListTeamMembersParams,
  ListTeamsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  RemoveTeamMember200,
  RemoveTeamMemberHeaders,
  TeamCreatedResponse,
  TeamListResponse,
  TeamMemberCreatedResponse,
  TeamMemberListResponse,
  TeamResponse,
  TeamSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateTeamBody,
  UpdateTeamHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Teams of the caller's org by name. Paged.
 * @summary List teams
 */
export type listTeamsResponse200 = {
  data: TeamListResponse
  status: 200
}

export type listTeamsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTeamsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTeamsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTeamsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTeamsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTeamsResponseSuccess = (listTeamsResponse200) & {
  headers: Headers;
};
export type listTeamsResponseError = (listTeamsResponse400 | listTeamsResponse401 | listTeamsResponse403 | listTeamsResponse429 | listTeamsResponse500) & {
  headers: Headers;
};

export type listTeamsResponse = (listTeamsResponseSuccess | listTeamsResponseError)

export const getListTeamsUrl = (params?: ListTeamsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/teams?${stringifiedParams}` : `/api/v1/teams`
}

/**
 * List teams
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "0b75f70c-6e58-4515-91c5-fcb4029afcd0",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "name": "Billing",
 *       "description": "Owns the image thumbnails and the trial conversion.",
 *       "prefix": "BIL",
 *       "defaultPrdTemplateId": null,
 *       "insightReviewerId": null,
 *       "memberCount": 2,
 *   …
 */
export const listTeams = async (params?: ListTeamsParams, options?: RequestInit): Promise<listTeamsResponse> => {
  
  return sextantFetch<listTeamsResponse>(getListTeamsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a team; prefix (2-4 characters, upper case, unique in the org) prefixes its tasks' refs. A taken prefix is 409 ALREADY_EXISTS.
 * @summary Create a team
 */
export type createTeamResponse201 = {
  data: TeamCreatedResponse
  status: 201
}

export type createTeamResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTeamResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTeamResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTeamResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTeamResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createTeamResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTeamResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTeamResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTeamResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTeamResponseSuccess = (createTeamResponse201) & {
  headers: Headers;
};
export type createTeamResponseError = (createTeamResponse400 | createTeamResponse401 | createTeamResponse403 | createTeamResponse404 | createTeamResponse409 | createTeamResponse413 | createTeamResponse415 | createTeamResponse429 | createTeamResponse500) & {
  headers: Headers;
};

export type createTeamResponse = (createTeamResponseSuccess | createTeamResponseError)

export const getCreateTeamUrl = () => {


  

  return `/api/v1/teams`
}

/**
 * Create a team
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "af610b78-f507-4dbe-a3c9-d0eaad6a987a",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Engineering",
 *     "description": "",
 *     "prefix": "ENG",
 *     "defaultPrdTemplateId": null,
 *     "insightReviewerId": null,
 *     "memberCount": 0,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const createTeam = async (createTeamBody: CreateTeamBody,
    headers?: CreateTeamHeaders, options?: RequestInit): Promise<createTeamResponse> => {
  
  return sextantFetch<createTeamResponse>(getCreateTeamUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createTeamBody,)
  }
);}


/**
 * One team by UUID or prefix (e.g. ENG).
 * @summary Get a team
 */
export type getTeamResponse200 = {
  data: TeamResponse
  status: 200
}

export type getTeamResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTeamResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTeamResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTeamResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTeamResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTeamResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTeamResponseSuccess = (getTeamResponse200) & {
  headers: Headers;
};
export type getTeamResponseError = (getTeamResponse400 | getTeamResponse401 | getTeamResponse403 | getTeamResponse404 | getTeamResponse429 | getTeamResponse500) & {
  headers: Headers;
};

export type getTeamResponse = (getTeamResponseSuccess | getTeamResponseError)

export const getGetTeamUrl = (id: string,) => {


  

  return `/api/v1/teams/${id}`
}

/**
 * Get a team
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "af610b78-f507-4dbe-a3c9-d0eaad6a987a",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Engineering",
 *     "description": "",
 *     "prefix": "ENG",
 *     "defaultPrdTemplateId": null,
 *     "insightReviewerId": null,
 *     "memberCount": 1,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const getTeam = async (id: string, options?: RequestInit): Promise<getTeamResponse> => {
  
  return sextantFetch<getTeamResponse>(getGetTeamUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits name, description, prefix, defaultPrdTemplateId or insightReviewerId; a new prefix changes the refs of the team's tasks. defaultPrdTemplateId must be an org-wide PRD template or one of this team's (404 naming it otherwise); null clears it.
 * @summary Update a team
 */
export type updateTeamResponse200 = {
  data: TeamSavedResponse
  status: 200
}

export type updateTeamResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTeamResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTeamResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTeamResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTeamResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateTeamResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTeamResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTeamResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTeamResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTeamResponseSuccess = (updateTeamResponse200) & {
  headers: Headers;
};
export type updateTeamResponseError = (updateTeamResponse400 | updateTeamResponse401 | updateTeamResponse403 | updateTeamResponse404 | updateTeamResponse409 | updateTeamResponse413 | updateTeamResponse415 | updateTeamResponse429 | updateTeamResponse500) & {
  headers: Headers;
};

export type updateTeamResponse = (updateTeamResponseSuccess | updateTeamResponseError)

export const getUpdateTeamUrl = (id: string,) => {


  

  return `/api/v1/teams/${id}`
}

/**
 * Update a team
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "af610b78-f507-4dbe-a3c9-d0eaad6a987a",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Engineering",
 *     "description": "Builds the product",
 *     "prefix": "ENG",
 *     "defaultPrdTemplateId": null,
 *     "insightReviewerId": null,
 *     "memberCount": 1,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const updateTeam = async (id: string,
    updateTeamBody: UpdateTeamBody,
    headers?: UpdateTeamHeaders, options?: RequestInit): Promise<updateTeamResponse> => {
  
  return sextantFetch<updateTeamResponse>(getUpdateTeamUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTeamBody,)
  }
);}


/**
 * Lists a team's members by name. Paged.
 * @summary List a team's members
 */
export type listTeamMembersResponse200 = {
  data: TeamMemberListResponse
  status: 200
}

export type listTeamMembersResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTeamMembersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTeamMembersResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTeamMembersResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTeamMembersResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTeamMembersResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTeamMembersResponseSuccess = (listTeamMembersResponse200) & {
  headers: Headers;
};
export type listTeamMembersResponseError = (listTeamMembersResponse400 | listTeamMembersResponse401 | listTeamMembersResponse403 | listTeamMembersResponse404 | listTeamMembersResponse429 | listTeamMembersResponse500) & {
  headers: Headers;
};

export type listTeamMembersResponse = (listTeamMembersResponseSuccess | listTeamMembersResponseError)

export const getListTeamMembersUrl = (id: string,
    params?: ListTeamMembersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/teams/${id}/members?${stringifiedParams}` : `/api/v1/teams/${id}/members`
}

/**
 * List a team's members
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "name": "Ada Nguyen",
 *       "email": "ada.nguyen1@northwind.example.com",
 *       "orgRole": "sales",
 *       "joinedAt": "2026-03-02T09:00:00.000Z"
 *     }
 *   ],
 *   "meta": {
 *   …
 */
export const listTeamMembers = async (id: string,
    params?: ListTeamMembersParams, options?: RequestInit): Promise<listTeamMembersResponse> => {
  
  return sextantFetch<listTeamMembersResponse>(getListTeamMembersUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Adds a user of the org to the team. Adding a member twice is 409 ALREADY_EXISTS.
 * @summary Add a member to a team
 */
export type addTeamMemberResponse201 = {
  data: TeamMemberCreatedResponse
  status: 201
}

export type addTeamMemberResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type addTeamMemberResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type addTeamMemberResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type addTeamMemberResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type addTeamMemberResponse409 = {
  data: ConflictResponse
  status: 409
}

export type addTeamMemberResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type addTeamMemberResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type addTeamMemberResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type addTeamMemberResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type addTeamMemberResponseSuccess = (addTeamMemberResponse201) & {
  headers: Headers;
};
export type addTeamMemberResponseError = (addTeamMemberResponse400 | addTeamMemberResponse401 | addTeamMemberResponse403 | addTeamMemberResponse404 | addTeamMemberResponse409 | addTeamMemberResponse413 | addTeamMemberResponse415 | addTeamMemberResponse429 | addTeamMemberResponse500) & {
  headers: Headers;
};

export type addTeamMemberResponse = (addTeamMemberResponseSuccess | addTeamMemberResponseError)

export const getAddTeamMemberUrl = (id: string,) => {


  

  return `/api/v1/teams/${id}/members`
}

/**
 * Add a member to a team
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "name": "Ada Nguyen",
 *     "email": "ada.nguyen1@northwind.example.com",
 *     "orgRole": "sales",
 *     "joinedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "6e3ca799-7ffe-41c5-a0fd-8413326908a6",
 *     "timestamp": "2026-03-02T09:01:00.000Z",
 *   …
 */
export const addTeamMember = async (id: string,
    addTeamMemberBody: AddTeamMemberBody,
    headers?: AddTeamMemberHeaders, options?: RequestInit): Promise<addTeamMemberResponse> => {
  
  return sextantFetch<addTeamMemberResponse>(getAddTeamMemberUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      addTeamMemberBody,)
  }
);}


/**
 * Removes a user from the team. Returns {teamId, userId, deleted true}.
 * @summary Remove a member from a team
 */
export type removeTeamMemberResponse200 = {
  data: RemoveTeamMember200
  status: 200
}

export type removeTeamMemberResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type removeTeamMemberResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type removeTeamMemberResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type removeTeamMemberResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type removeTeamMemberResponse409 = {
  data: ConflictResponse
  status: 409
}

export type removeTeamMemberResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type removeTeamMemberResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type removeTeamMemberResponseSuccess = (removeTeamMemberResponse200) & {
  headers: Headers;
};
export type removeTeamMemberResponseError = (removeTeamMemberResponse400 | removeTeamMemberResponse401 | removeTeamMemberResponse403 | removeTeamMemberResponse404 | removeTeamMemberResponse409 | removeTeamMemberResponse429 | removeTeamMemberResponse500) & {
  headers: Headers;
};

export type removeTeamMemberResponse = (removeTeamMemberResponseSuccess | removeTeamMemberResponseError)

export const getRemoveTeamMemberUrl = (id: string,
    userId: string,) => {


  

  return `/api/v1/teams/${id}/members/${userId}`
}

/**
 * Remove a member from a team
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "teamId": "af610b78-f507-4dbe-a3c9-d0eaad6a987a",
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "ca3f300a-8406-4b09-80a4-8ac2fcc0ce27",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const removeTeamMember = async (id: string,
    userId: string,
    headers?: RemoveTeamMemberHeaders, options?: RequestInit): Promise<removeTeamMemberResponse> => {
  
  return sextantFetch<removeTeamMemberResponse>(getRemoveTeamMemberUrl(id,userId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


