/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreatePrdTemplateBody,
  CreatePrdTemplateHeaders,
  DeletePrdTemplateHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListPrdTemplatesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  PrdTemplateCreatedResponse,
  PrdTemplateListResponse,
  PrdTemplateResponse,
  PrdTemplateSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdatePrdTemplateBody,
  UpdatePrdTemplateHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * PRD templates by name: the org-wide ones and those of the teams the caller is a member of. allTeams=true lists every team's too and needs prd_template:update (403 otherwise). Each carries its markdown content and teamId (null when org-wide); a team's default is its defaultPrdTemplateId. Paged.
 * @summary List PRD templates
 */
export type listPrdTemplatesResponse200 = {
  data: PrdTemplateListResponse
  status: 200
}

export type listPrdTemplatesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listPrdTemplatesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listPrdTemplatesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listPrdTemplatesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listPrdTemplatesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listPrdTemplatesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listPrdTemplatesResponseSuccess = (listPrdTemplatesResponse200) & {
  headers: Headers;
};
export type listPrdTemplatesResponseError = (listPrdTemplatesResponse400 | listPrdTemplatesResponse401 | listPrdTemplatesResponse403 | listPrdTemplatesResponse404 | listPrdTemplatesResponse429 | listPrdTemplatesResponse500) & {
  headers: Headers;
};

export type listPrdTemplatesResponse = (listPrdTemplatesResponseSuccess | listPrdTemplatesResponseError)

export const getListPrdTemplatesUrl = (params?: ListPrdTemplatesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/prd-templates?${stringifiedParams}` : `/api/v1/prd-templates`
}

/**
 * List PRD templates
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "fdf2559d-625f-46f7-b082-a3826e25d639",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listPrdTemplates = async (params?: ListPrdTemplatesParams, options?: RequestInit): Promise<listPrdTemplatesResponse> => {
  
  return sextantFetch<listPrdTemplatesResponse>(getListPrdTemplatesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a PRD template: a name and markdown content, for a team (teamId: you must be a member, or hold prd_template:update) or org-wide (teamId null or omitted: needs prd_template:update; 403 otherwise). Returns the template; set it as a team's default with updateTeam (defaultPrdTemplateId).
 * @summary Create a PRD template
 */
export type createPrdTemplateResponse201 = {
  data: PrdTemplateCreatedResponse
  status: 201
}

export type createPrdTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createPrdTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createPrdTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createPrdTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createPrdTemplateResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createPrdTemplateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createPrdTemplateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createPrdTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createPrdTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createPrdTemplateResponseSuccess = (createPrdTemplateResponse201) & {
  headers: Headers;
};
export type createPrdTemplateResponseError = (createPrdTemplateResponse400 | createPrdTemplateResponse401 | createPrdTemplateResponse403 | createPrdTemplateResponse404 | createPrdTemplateResponse409 | createPrdTemplateResponse413 | createPrdTemplateResponse415 | createPrdTemplateResponse429 | createPrdTemplateResponse500) & {
  headers: Headers;
};

export type createPrdTemplateResponse = (createPrdTemplateResponseSuccess | createPrdTemplateResponseError)

export const getCreatePrdTemplateUrl = () => {


  

  return `/api/v1/prd-templates`
}

/**
 * Create a PRD template
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "06b721ed-15a1-49e5-9928-2247ac5a2d93",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Feature PRD",
 *     "content": "## Problem\n\n## Outcome\n",
 *     "teamId": "0b75f70c-6e58-4515-91c5-fcb4029afcd0",
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   …
 */
export const createPrdTemplate = async (createPrdTemplateBody: CreatePrdTemplateBody,
    headers?: CreatePrdTemplateHeaders, options?: RequestInit): Promise<createPrdTemplateResponse> => {
  
  return sextantFetch<createPrdTemplateResponse>(getCreatePrdTemplateUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createPrdTemplateBody,)
  }
);}


/**
 * One PRD template by UUID with its markdown content. Another team's template is 404 unless you are a member of that team or hold prd_template:update.
 * @summary Get a PRD template
 */
export type getPrdTemplateResponse200 = {
  data: PrdTemplateResponse
  status: 200
}

export type getPrdTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getPrdTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getPrdTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getPrdTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getPrdTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getPrdTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getPrdTemplateResponseSuccess = (getPrdTemplateResponse200) & {
  headers: Headers;
};
export type getPrdTemplateResponseError = (getPrdTemplateResponse400 | getPrdTemplateResponse401 | getPrdTemplateResponse403 | getPrdTemplateResponse404 | getPrdTemplateResponse429 | getPrdTemplateResponse500) & {
  headers: Headers;
};

export type getPrdTemplateResponse = (getPrdTemplateResponseSuccess | getPrdTemplateResponseError)

export const getGetPrdTemplateUrl = (id: string,) => {


  

  return `/api/v1/prd-templates/${id}`
}

/**
 * Get a PRD template
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "06b721ed-15a1-49e5-9928-2247ac5a2d93",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Feature PRD",
 *     "content": "## Problem\n\n## Outcome\n",
 *     "teamId": "0b75f70c-6e58-4515-91c5-fcb4029afcd0",
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   …
 */
export const getPrdTemplate = async (id: string, options?: RequestInit): Promise<getPrdTemplateResponse> => {
  
  return sextantFetch<getPrdTemplateResponse>(getGetPrdTemplateUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a PRD template's name, content or team; omitted fields stay. teamId (a team UUID or prefix) moves it to that team, and a team it leaves no longer has it as its default; null makes it org-wide. Another team's template is 404 unless you are its member or hold prd_template:update. Returns the template.
 * @summary Update a PRD template
 */
export type updatePrdTemplateResponse200 = {
  data: PrdTemplateSavedResponse
  status: 200
}

export type updatePrdTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updatePrdTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updatePrdTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updatePrdTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updatePrdTemplateResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updatePrdTemplateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updatePrdTemplateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updatePrdTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updatePrdTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updatePrdTemplateResponseSuccess = (updatePrdTemplateResponse200) & {
  headers: Headers;
};
export type updatePrdTemplateResponseError = (updatePrdTemplateResponse400 | updatePrdTemplateResponse401 | updatePrdTemplateResponse403 | updatePrdTemplateResponse404 | updatePrdTemplateResponse409 | updatePrdTemplateResponse413 | updatePrdTemplateResponse415 | updatePrdTemplateResponse429 | updatePrdTemplateResponse500) & {
  headers: Headers;
};

export type updatePrdTemplateResponse = (updatePrdTemplateResponseSuccess | updatePrdTemplateResponseError)

export const getUpdatePrdTemplateUrl = (id: string,) => {


  

  return `/api/v1/prd-templates/${id}`
}

/**
 * Update a PRD template
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "06b721ed-15a1-49e5-9928-2247ac5a2d93",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Feature PRD",
 *     "content": "## Problem\n\n## Outcome\n\n## Risks\n",
 *     "teamId": "0b75f70c-6e58-4515-91c5-fcb4029afcd0",
 *     "createdBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:01:00.000Z"
 *   },
 *   …
 */
export const updatePrdTemplate = async (id: string,
    updatePrdTemplateBody: UpdatePrdTemplateBody,
    headers?: UpdatePrdTemplateHeaders, options?: RequestInit): Promise<updatePrdTemplateResponse> => {
  
  return sextantFetch<updatePrdTemplateResponse>(getUpdatePrdTemplateUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updatePrdTemplateBody,)
  }
);}


/**
 * Deletes a PRD template of the org. Teams that had it as their default and opportunities that used it keep working without one (their reference becomes null). An org-wide template needs prd_template:update. Returns {id, deleted: true}.
 * @summary Delete a PRD template
 */
export type deletePrdTemplateResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deletePrdTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deletePrdTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deletePrdTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deletePrdTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deletePrdTemplateResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deletePrdTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deletePrdTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deletePrdTemplateResponseSuccess = (deletePrdTemplateResponse200) & {
  headers: Headers;
};
export type deletePrdTemplateResponseError = (deletePrdTemplateResponse400 | deletePrdTemplateResponse401 | deletePrdTemplateResponse403 | deletePrdTemplateResponse404 | deletePrdTemplateResponse409 | deletePrdTemplateResponse429 | deletePrdTemplateResponse500) & {
  headers: Headers;
};

export type deletePrdTemplateResponse = (deletePrdTemplateResponseSuccess | deletePrdTemplateResponseError)

export const getDeletePrdTemplateUrl = (id: string,) => {


  

  return `/api/v1/prd-templates/${id}`
}

/**
 * Delete a PRD template
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "130b1a43-1f03-4ee4-881e-df25d355c1dc",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "50b65169-acf8-4af6-b880-401e9b84ffc0",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deletePrdTemplate = async (id: string,
    headers?: DeletePrdTemplateHeaders, options?: RequestInit): Promise<deletePrdTemplateResponse> => {
  
  return sextantFetch<deletePrdTemplateResponse>(getDeletePrdTemplateUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


