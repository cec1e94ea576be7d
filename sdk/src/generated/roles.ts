/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListRoles200,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The role catalog: every org role (engineer, pm, em, executive, admin, sales, operations) with its display name and the capabilities it grants, sorted — the table the server enforces (src/auth/capabilities.ts), served as data. A role's id is the role name itself: a user's orgRole and orgRoleId both hold it, and an API key's role is one of them. Not paged (seven roles). Needs role:read, which every role holds.
 * @summary List roles
 */
export type listRolesResponse200 = {
  data: ListRoles200
  status: 200
}

export type listRolesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listRolesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listRolesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listRolesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listRolesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listRolesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listRolesResponseSuccess = (listRolesResponse200) & {
  headers: Headers;
};
export type listRolesResponseError = (listRolesResponse400 | listRolesResponse401 | listRolesResponse403 | listRolesResponse404 | listRolesResponse429 | listRolesResponse500) & {
  headers: Headers;
};

export type listRolesResponse = (listRolesResponseSuccess | listRolesResponseError)

export const getListRolesUrl = () => {


  

  return `/api/v1/roles`
}

/**
 * List roles
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "engineer",
 *       "name": "Engineer",
 *       "capabilities": [
 *         "category:read",
 *         "comment:create",
 *         "comment:delete",
 *         "comment:read",
 *         "comment:update"
 *   …
 */
export const listRoles = async ( options?: RequestInit): Promise<listRolesResponse> => {
  
  return sextantFetch<listRolesResponse>(getListRolesUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


