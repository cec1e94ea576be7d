/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AddRoomMember200,
  AddRoomMemberBody,
  AddRoomMemberHeaders,
  ArchiveRoomHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateDmRoom200,
  CreateDmRoomBody,
  CreateDmRoomHeaders,
  CreateRoomBody,
  CreateRoomHeaders,
  ForbiddenResponse,
  InternalErrorResponse,
  ListRoomMembersParams,
  ListRoomsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  RemoveRoomMemberHeaders,
  RoomCreatedResponse,
  RoomListResponse,
  RoomMemberCreatedResponse,
  RoomMemberListResponse,
  RoomMemberRemovedSavedResponse,
  RoomMembershipSavedResponse,
  RoomResponse,
  RoomSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse,
  UpdateRoomBody,
  UpdateRoomHeaders,
  UpdateRoomMembershipBody,
  UpdateRoomMembershipHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Rooms of the caller's org, by name. scope=mine (default): rooms the caller is a member of, and the org's system room; scope=open: open group rooms the caller can join (including those already joined). Private rooms are listed only to their members. Each room carries the caller's membership (joined, role, pinned, notificationLevel). Paged.
 * @summary List rooms
 */
export type listRoomsResponse200 = {
  data: RoomListResponse
  status: 200
}

export type listRoomsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listRoomsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listRoomsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listRoomsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listRoomsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listRoomsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listRoomsResponseSuccess = (listRoomsResponse200) & {
  headers: Headers;
};
export type listRoomsResponseError = (listRoomsResponse400 | listRoomsResponse401 | listRoomsResponse403 | listRoomsResponse404 | listRoomsResponse429 | listRoomsResponse500) & {
  headers: Headers;
};

export type listRoomsResponse = (listRoomsResponseSuccess | listRoomsResponseError)

export const getListRoomsUrl = (params?: ListRoomsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/rooms?${stringifiedParams}` : `/api/v1/rooms`
}

/**
 * List rooms
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "65a734ff-6813-48d5-a8cc-47ffd7de48e2",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "kind": "system",
 *       "name": "Announcements",
 *       "description": "Decisions and publications the service posts for the whole org.",
 *       "visibility": "open",
 *       "archived": false,
 *       "archivedAt": null,
 *   …
 */
export const listRooms = async (params?: ListRoomsParams, options?: RequestInit): Promise<listRoomsResponse> => {
  
  return sextantFetch<listRoomsResponse>(getListRoomsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a group room with the caller as its admin and at least one other member (memberIds: user UUIDs of the org). visibility open (default: anyone in the org can find and join it) or private (invisible, 404, to non-members). Returns the room with the caller's membership.
 * @summary Create a group room
 */
export type createRoomResponse201 = {
  data: RoomCreatedResponse
  status: 201
}

export type createRoomResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createRoomResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createRoomResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createRoomResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createRoomResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type createRoomResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createRoomResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createRoomResponseSuccess = (createRoomResponse201) & {
  headers: Headers;
};
export type createRoomResponseError = (createRoomResponse400 | createRoomResponse401 | createRoomResponse403 | createRoomResponse404 | createRoomResponse413 | createRoomResponse415 | createRoomResponse422 | createRoomResponse429 | createRoomResponse500) & {
  headers: Headers;
};

export type createRoomResponse = (createRoomResponseSuccess | createRoomResponseError)

export const getCreateRoomUrl = () => {


  

  return `/api/v1/rooms`
}

/**
 * Create a group room
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "kind": "group",
 *     "name": "Checkout squad",
 *     "description": "Where checkout decisions happen",
 *     "visibility": "open",
 *     "archived": false,
 *     "archivedAt": null,
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const createRoom = async (createRoomBody: CreateRoomBody,
    headers?: CreateRoomHeaders, options?: RequestInit): Promise<createRoomResponse> => {
  
  return sextantFetch<createRoomResponse>(getCreateRoomUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createRoomBody,)
  }
);}


/**
 * Returns the direct-message room between the caller and another user of the org, creating it on first use: the same pair always gets the same room, also when both open it at once (201 when created, 200 when it existed). Not with yourself (400).
 * @summary Open a direct-message room
 */
export type createDmRoomResponse200 = {
  data: CreateDmRoom200
  status: 200
}

export type createDmRoomResponse201 = {
  data: RoomCreatedResponse
  status: 201
}

export type createDmRoomResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createDmRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createDmRoomResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createDmRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createDmRoomResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createDmRoomResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createDmRoomResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createDmRoomResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createDmRoomResponseSuccess = (createDmRoomResponse200 | createDmRoomResponse201) & {
  headers: Headers;
};
export type createDmRoomResponseError = (createDmRoomResponse400 | createDmRoomResponse401 | createDmRoomResponse403 | createDmRoomResponse404 | createDmRoomResponse413 | createDmRoomResponse415 | createDmRoomResponse429 | createDmRoomResponse500) & {
  headers: Headers;
};

export type createDmRoomResponse = (createDmRoomResponseSuccess | createDmRoomResponseError)

export const getCreateDmRoomUrl = () => {


  

  return `/api/v1/rooms/dm`
}

/**
 * Open a direct-message room
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a6d0821c-1e01-4e97-9dee-e5817b59c2a3",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "kind": "dm",
 *     "name": "Ada King",
 *     "description": "",
 *     "visibility": "private",
 *     "archived": false,
 *     "archivedAt": null,
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const createDmRoom = async (createDmRoomBody: CreateDmRoomBody,
    headers?: CreateDmRoomHeaders, options?: RequestInit): Promise<createDmRoomResponse> => {
  
  return sextantFetch<createDmRoomResponse>(getCreateDmRoomUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createDmRoomBody,)
  }
);}


/**
 * One room by UUID with the caller's membership. A private room the caller is not a member of is 404.
 * @summary Get a room
 */
export type getRoomResponse200 = {
  data: RoomResponse
  status: 200
}

export type getRoomResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getRoomResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getRoomResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getRoomResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getRoomResponseSuccess = (getRoomResponse200) & {
  headers: Headers;
};
export type getRoomResponseError = (getRoomResponse400 | getRoomResponse401 | getRoomResponse403 | getRoomResponse404 | getRoomResponse429 | getRoomResponse500) & {
  headers: Headers;
};

export type getRoomResponse = (getRoomResponseSuccess | getRoomResponseError)

export const getGetRoomUrl = (id: string,) => {


  

  return `/api/v1/rooms/${id}`
}

/**
 * Get a room
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "kind": "group",
 *     "name": "Checkout squad",
 *     "description": "Where checkout decisions happen",
 *     "visibility": "open",
 *     "archived": false,
 *     "archivedAt": null,
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const getRoom = async (id: string, options?: RequestInit): Promise<getRoomResponse> => {
  
  return sextantFetch<getRoomResponse>(getGetRoomUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a group room's name or description. Only the room's admins may; DMs and the system room cannot be edited (422), and an archived room is read-only (409).
 * @summary Rename or describe a room
 */
export type updateRoomResponse200 = {
  data: RoomSavedResponse
  status: 200
}

export type updateRoomResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateRoomResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateRoomResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateRoomResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateRoomResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateRoomResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type updateRoomResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateRoomResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateRoomResponseSuccess = (updateRoomResponse200) & {
  headers: Headers;
};
export type updateRoomResponseError = (updateRoomResponse400 | updateRoomResponse401 | updateRoomResponse403 | updateRoomResponse404 | updateRoomResponse409 | updateRoomResponse413 | updateRoomResponse415 | updateRoomResponse422 | updateRoomResponse429 | updateRoomResponse500) & {
  headers: Headers;
};

export type updateRoomResponse = (updateRoomResponseSuccess | updateRoomResponseError)

export const getUpdateRoomUrl = (id: string,) => {


  

  return `/api/v1/rooms/${id}`
}

/**
 * Rename or describe a room
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "kind": "group",
 *     "name": "Checkout and payments",
 *     "description": "Where checkout decisions happen",
 *     "visibility": "open",
 *     "archived": false,
 *     "archivedAt": null,
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const updateRoom = async (id: string,
    updateRoomBody: UpdateRoomBody,
    headers?: UpdateRoomHeaders, options?: RequestInit): Promise<updateRoomResponse> => {
  
  return sextantFetch<updateRoomResponse>(getUpdateRoomUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateRoomBody,)
  }
);}


/**
 * Archives a group room: terminal and read-only afterwards (no new messages, edits, members or pins); rooms are never deleted. Admins only; DMs and the system room cannot be archived (422). Archiving an archived room returns it unchanged.
 * @summary Archive a room
 */
export type archiveRoomResponse200 = {
  data: RoomSavedResponse
  status: 200
}

export type archiveRoomResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type archiveRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type archiveRoomResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type archiveRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type archiveRoomResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type archiveRoomResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type archiveRoomResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type archiveRoomResponseSuccess = (archiveRoomResponse200) & {
  headers: Headers;
};
export type archiveRoomResponseError = (archiveRoomResponse400 | archiveRoomResponse401 | archiveRoomResponse403 | archiveRoomResponse404 | archiveRoomResponse422 | archiveRoomResponse429 | archiveRoomResponse500) & {
  headers: Headers;
};

export type archiveRoomResponse = (archiveRoomResponseSuccess | archiveRoomResponseError)

export const getArchiveRoomUrl = (id: string,) => {


  

  return `/api/v1/rooms/${id}/archive`
}

/**
 * Archive a room
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "kind": "group",
 *     "name": "Checkout and payments",
 *     "description": "Where checkout decisions happen",
 *     "visibility": "open",
 *     "archived": true,
 *     "archivedAt": "2026-03-02T09:01:00.000Z",
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const archiveRoom = async (id: string,
    headers?: ArchiveRoomHeaders, options?: RequestInit): Promise<archiveRoomResponse> => {
  
  return sextantFetch<archiveRoomResponse>(getArchiveRoomUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Members of a room by name, with their role. The system room lists every user of the org. Paged.
 * @summary List a room's members
 */
export type listRoomMembersResponse200 = {
  data: RoomMemberListResponse
  status: 200
}

export type listRoomMembersResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listRoomMembersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listRoomMembersResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listRoomMembersResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listRoomMembersResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listRoomMembersResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listRoomMembersResponseSuccess = (listRoomMembersResponse200) & {
  headers: Headers;
};
export type listRoomMembersResponseError = (listRoomMembersResponse400 | listRoomMembersResponse401 | listRoomMembersResponse403 | listRoomMembersResponse404 | listRoomMembersResponse429 | listRoomMembersResponse500) & {
  headers: Headers;
};

export type listRoomMembersResponse = (listRoomMembersResponseSuccess | listRoomMembersResponseError)

export const getListRoomMembersUrl = (id: string,
    params?: ListRoomMembersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/rooms/${id}/members?${stringifiedParams}` : `/api/v1/rooms/${id}/members`
}

/**
 * List a room's members
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "roomId": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *       "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "name": "Ada Nguyen",
 *       "email": "ada.nguyen1@northwind.example.com",
 *       "role": "member",
 *       "joinedAt": "2026-03-02T09:01:00.000Z"
 *     },
 *     {
 *   …
 */
export const listRoomMembers = async (id: string,
    params?: ListRoomMembersParams, options?: RequestInit): Promise<listRoomMembersResponse> => {
  
  return sextantFetch<listRoomMembersResponse>(getListRoomMembersUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Adds a user of the org to a group room, or sets the role of one already in it; idempotent: adding a member again returns the membership (200) instead of failing. Admins only (403 otherwise); not in DMs or the system room (422); an archived room refuses (409). role admin makes the user an admin too; left out, an existing member keeps their role. An admin cannot demote themself (422).
 * @summary Add a member to a room
 */
export type addRoomMemberResponse200 = {
  data: AddRoomMember200
  status: 200
}

export type addRoomMemberResponse201 = {
  data: RoomMemberCreatedResponse
  status: 201
}

export type addRoomMemberResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type addRoomMemberResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type addRoomMemberResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type addRoomMemberResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type addRoomMemberResponse409 = {
  data: ConflictResponse
  status: 409
}

export type addRoomMemberResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type addRoomMemberResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type addRoomMemberResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type addRoomMemberResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type addRoomMemberResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type addRoomMemberResponseSuccess = (addRoomMemberResponse200 | addRoomMemberResponse201) & {
  headers: Headers;
};
export type addRoomMemberResponseError = (addRoomMemberResponse400 | addRoomMemberResponse401 | addRoomMemberResponse403 | addRoomMemberResponse404 | addRoomMemberResponse409 | addRoomMemberResponse413 | addRoomMemberResponse415 | addRoomMemberResponse422 | addRoomMemberResponse429 | addRoomMemberResponse500) & {
  headers: Headers;
};

export type addRoomMemberResponse = (addRoomMemberResponseSuccess | addRoomMemberResponseError)

export const getAddRoomMemberUrl = (id: string,) => {


  

  return `/api/v1/rooms/${id}/members`
}

/**
 * Add a member to a room
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "roomId": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "name": "Ada Nguyen",
 *     "email": "ada.nguyen1@northwind.example.com",
 *     "role": "member",
 *     "joinedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "d6aab04b-789d-427a-9f66-1ea8f28c0324",
 *   …
 */
export const addRoomMember = async (id: string,
    addRoomMemberBody: AddRoomMemberBody,
    headers?: AddRoomMemberHeaders, options?: RequestInit): Promise<addRoomMemberResponse> => {
  
  return sextantFetch<addRoomMemberResponse>(getAddRoomMemberUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      addRoomMemberBody,)
  }
);}


/**
 * Removes a member from a group room. Admins remove others; any member may remove themself (leaving), except that an admin cannot remove themself (422: make another member admin, then leave with updateRoomMembership). Not in DMs or the system room (422); an archived room refuses removing others (409), but anyone may still leave it.
 * @summary Remove a member from a room
 */
export type removeRoomMemberResponse200 = {
  data: RoomMemberRemovedSavedResponse
  status: 200
}

export type removeRoomMemberResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type removeRoomMemberResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type removeRoomMemberResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type removeRoomMemberResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type removeRoomMemberResponse409 = {
  data: ConflictResponse
  status: 409
}

export type removeRoomMemberResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type removeRoomMemberResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type removeRoomMemberResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type removeRoomMemberResponseSuccess = (removeRoomMemberResponse200) & {
  headers: Headers;
};
export type removeRoomMemberResponseError = (removeRoomMemberResponse400 | removeRoomMemberResponse401 | removeRoomMemberResponse403 | removeRoomMemberResponse404 | removeRoomMemberResponse409 | removeRoomMemberResponse422 | removeRoomMemberResponse429 | removeRoomMemberResponse500) & {
  headers: Headers;
};

export type removeRoomMemberResponse = (removeRoomMemberResponseSuccess | removeRoomMemberResponseError)

export const getRemoveRoomMemberUrl = (id: string,
    userId: string,) => {


  

  return `/api/v1/rooms/${id}/members/${userId}`
}

/**
 * Remove a member from a room
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "roomId": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "bbbec7dd-300c-43f8-9ad0-05ea001b768d",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const removeRoomMember = async (id: string,
    userId: string,
    headers?: RemoveRoomMemberHeaders, options?: RequestInit): Promise<removeRoomMemberResponse> => {
  
  return sextantFetch<removeRoomMemberResponse>(getRemoveRoomMemberUrl(id,userId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Sets the caller's own membership of a room, with absolute values applied in the order join, pin, level, leave: joined true joins an open group room (a private room cannot be joined, 404), pinned pins it in your list, notificationLevel all | mentions | none decides which messages notify you, joined false leaves (the last admin cannot leave, 422; nobody leaves a DM or the system room, 422). Returns the membership.
 * @summary Join, leave, pin or mute a room
 */
export type updateRoomMembershipResponse200 = {
  data: RoomMembershipSavedResponse
  status: 200
}

export type updateRoomMembershipResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateRoomMembershipResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateRoomMembershipResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateRoomMembershipResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateRoomMembershipResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateRoomMembershipResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateRoomMembershipResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateRoomMembershipResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type updateRoomMembershipResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateRoomMembershipResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateRoomMembershipResponseSuccess = (updateRoomMembershipResponse200) & {
  headers: Headers;
};
export type updateRoomMembershipResponseError = (updateRoomMembershipResponse400 | updateRoomMembershipResponse401 | updateRoomMembershipResponse403 | updateRoomMembershipResponse404 | updateRoomMembershipResponse409 | updateRoomMembershipResponse413 | updateRoomMembershipResponse415 | updateRoomMembershipResponse422 | updateRoomMembershipResponse429 | updateRoomMembershipResponse500) & {
  headers: Headers;
};

export type updateRoomMembershipResponse = (updateRoomMembershipResponseSuccess | updateRoomMembershipResponseError)

export const getUpdateRoomMembershipUrl = (id: string,) => {


  

  return `/api/v1/rooms/${id}/membership`
}

/**
 * Join, leave, pin or mute a room
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "roomId": "f74c1aa4-0a05-453a-8476-ec396f580e59",
 *     "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "joined": true,
 *     "role": "admin",
 *     "pinned": false,
 *     "notificationLevel": "mentions"
 *   },
 *   "meta": {
 *     "requestId": "b5dd766a-40cd-4b13-9a61-aa0e289b0690",
 *   …
 */
export const updateRoomMembership = async (id: string,
    updateRoomMembershipBody: UpdateRoomMembershipBody,
    headers?: UpdateRoomMembershipHeaders, options?: RequestInit): Promise<updateRoomMembershipResponse> => {
  
  return sextantFetch<updateRoomMembershipResponse>(getUpdateRoomMembershipUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateRoomMembershipBody,)
  }
);}


