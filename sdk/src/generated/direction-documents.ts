/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  ArchiveDirectionDocumentHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateDirectionDocumentBody,
  CreateDirectionDocumentHeaders,
  DeleteDirectionDocument200,
  DeleteDirectionDocumentHeaders,
  DirectionDocumentChangeListResponse,
  DirectionDocumentCreatedResponse,
  DirectionDocumentDraftSavedResponse,
  DirectionDocumentResponse,
  DirectionDocumentSavedResponse,
  DirectionDocumentSummaryListResponse,
  DirectionDocumentVersionListResponse,
  DirectionDocumentVersionSavedResponse,
  DiscardDirectionDocumentDraftHeaders,
  ForbiddenResponse,
  GetDirectionDocumentDraft200,
  InternalErrorResponse,
  ListDirectionDocumentChangesParams,
  ListDirectionDocumentVersionsParams,
  ListDirectionDocumentsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  PublishDirectionDocumentBody,
  PublishDirectionDocumentHeaders,
  RenameDirectionDocumentVersionBody,
  RenameDirectionDocumentVersionHeaders,
  SaveDirectionDocumentDraftBody,
  SaveDirectionDocumentDraftHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateDirectionDocumentBody,
  UpdateDirectionDocumentHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Every direction document of the org: visions, strategies, product specs and context, by kind then number. Rows carry ref and contentHash but not the body; kinds the caller cannot read (vision:read, strategy:read) are left out. Filters: kind, scope (visions), status. Paged.
 * @summary List direction documents
 */
export type listDirectionDocumentsResponse200 = {
  data: DirectionDocumentSummaryListResponse
  status: 200
}

export type listDirectionDocumentsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listDirectionDocumentsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listDirectionDocumentsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listDirectionDocumentsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listDirectionDocumentsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listDirectionDocumentsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listDirectionDocumentsResponseSuccess = (listDirectionDocumentsResponse200) & {
  headers: Headers;
};
export type listDirectionDocumentsResponseError = (listDirectionDocumentsResponse400 | listDirectionDocumentsResponse401 | listDirectionDocumentsResponse403 | listDirectionDocumentsResponse404 | listDirectionDocumentsResponse429 | listDirectionDocumentsResponse500) & {
  headers: Headers;
};

export type listDirectionDocumentsResponse = (listDirectionDocumentsResponseSuccess | listDirectionDocumentsResponseError)

export const getListDirectionDocumentsUrl = (params?: ListDirectionDocumentsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/direction-documents?${stringifiedParams}` : `/api/v1/direction-documents`
}

/**
 * List direction documents
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "51e65531-7ed7-4784-a18d-505373b318d0",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "VIS-1",
 *       "kind": "vision",
 *       "scope": "company",
 *       "title": "Every team ships what moves the needle",
 *       "status": "active",
 *       "version": 1,
 *   …
 */
export const listDirectionDocuments = async (params?: ListDirectionDocumentsParams, options?: RequestInit): Promise<listDirectionDocumentsResponse> => {
  
  return sextantFetch<listDirectionDocumentsResponse>(getListDirectionDocumentsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a vision, strategy, product spec or context document. By default, and always for API keys and app tokens (actor=app), the text becomes the document's draft and nothing is published (version 0; a person publishes it later); asking to publish with a key or app token is 403. A person's OAuth token may publish at once (publish: true). A vision or strategy created here is the vision or strategy of /visions and /strategies once published, with the same ref. A second company vision is 409. Needs the read capability of its kind (vision:read for visions, strategy:read for strategies).
 * @summary Create a direction document
 */
export type createDirectionDocumentResponse201 = {
  data: DirectionDocumentCreatedResponse
  status: 201
}

export type createDirectionDocumentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createDirectionDocumentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createDirectionDocumentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createDirectionDocumentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createDirectionDocumentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createDirectionDocumentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createDirectionDocumentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createDirectionDocumentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createDirectionDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createDirectionDocumentResponseSuccess = (createDirectionDocumentResponse201) & {
  headers: Headers;
};
export type createDirectionDocumentResponseError = (createDirectionDocumentResponse400 | createDirectionDocumentResponse401 | createDirectionDocumentResponse403 | createDirectionDocumentResponse404 | createDirectionDocumentResponse409 | createDirectionDocumentResponse413 | createDirectionDocumentResponse415 | createDirectionDocumentResponse429 | createDirectionDocumentResponse500) & {
  headers: Headers;
};

export type createDirectionDocumentResponse = (createDirectionDocumentResponseSuccess | createDirectionDocumentResponseError)

export const getCreateDirectionDocumentUrl = () => {


  

  return `/api/v1/direction-documents`
}

/**
 * Create a direction document
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "scope": null,
 *     "title": "Offline mode",
 *     "status": "draft",
 *     "version": 0,
 *     "contentHash": null,
 *   …
 */
export const createDirectionDocument = async (createDirectionDocumentBody: CreateDirectionDocumentBody,
    headers?: CreateDirectionDocumentHeaders, options?: RequestInit): Promise<createDirectionDocumentResponse> => {
  
  return sextantFetch<createDirectionDocumentResponse>(getCreateDirectionDocumentUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createDirectionDocumentBody,)
  }
);}


/**
 * Every published version of every direction document the caller can read, newest first: ref, version, title, contentHash, label, who and when; isCreation marks version 1. Paged.
 * @summary List direction changes
 */
export type listDirectionDocumentChangesResponse200 = {
  data: DirectionDocumentChangeListResponse
  status: 200
}

export type listDirectionDocumentChangesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listDirectionDocumentChangesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listDirectionDocumentChangesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listDirectionDocumentChangesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listDirectionDocumentChangesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listDirectionDocumentChangesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listDirectionDocumentChangesResponseSuccess = (listDirectionDocumentChangesResponse200) & {
  headers: Headers;
};
export type listDirectionDocumentChangesResponseError = (listDirectionDocumentChangesResponse400 | listDirectionDocumentChangesResponse401 | listDirectionDocumentChangesResponse403 | listDirectionDocumentChangesResponse404 | listDirectionDocumentChangesResponse429 | listDirectionDocumentChangesResponse500) & {
  headers: Headers;
};

export type listDirectionDocumentChangesResponse = (listDirectionDocumentChangesResponseSuccess | listDirectionDocumentChangesResponseError)

export const getListDirectionDocumentChangesUrl = (params?: ListDirectionDocumentChangesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/direction-documents/changes?${stringifiedParams}` : `/api/v1/direction-documents/changes`
}

/**
 * List direction changes
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "documentId": "ad3b4c7b-eecc-4542-b125-2ab7bd7bc9d9",
 *       "ref": "VIS-2",
 *       "kind": "vision",
 *       "version": 1,
 *       "title": "Self-serve onboarding for every customer",
 *       "contentHash": "3f108518d1452066038f1325889f45296dc2283cff59ae3be204b6aea1c61d10",
 *       "changeNote": "",
 *       "label": "v1",
 *   …
 */
export const listDirectionDocumentChanges = async (params?: ListDirectionDocumentChangesParams, options?: RequestInit): Promise<listDirectionDocumentChangesResponse> => {
  
  return sextantFetch<listDirectionDocumentChangesResponse>(getListDirectionDocumentChangesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One direction document with its published body and contentHash, by UUID or ref (VIS-<n>, STR-<n>, SPEC-<n>, CTX-<n>). A vision or strategy reads the same here as through /visions or /strategies. Needs the read capability of its kind (vision:read for visions, strategy:read for strategies).
 * @summary Get a direction document
 */
export type getDirectionDocumentResponse200 = {
  data: DirectionDocumentResponse
  status: 200
}

export type getDirectionDocumentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getDirectionDocumentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getDirectionDocumentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getDirectionDocumentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getDirectionDocumentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getDirectionDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getDirectionDocumentResponseSuccess = (getDirectionDocumentResponse200) & {
  headers: Headers;
};
export type getDirectionDocumentResponseError = (getDirectionDocumentResponse400 | getDirectionDocumentResponse401 | getDirectionDocumentResponse403 | getDirectionDocumentResponse404 | getDirectionDocumentResponse429 | getDirectionDocumentResponse500) & {
  headers: Headers;
};

export type getDirectionDocumentResponse = (getDirectionDocumentResponseSuccess | getDirectionDocumentResponseError)

export const getGetDirectionDocumentUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}`
}

/**
 * Get a direction document
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "scope": null,
 *     "title": "Offline mode",
 *     "status": "draft",
 *     "version": 0,
 *     "contentHash": null,
 *   …
 */
export const getDirectionDocument = async (id: string, options?: RequestInit): Promise<getDirectionDocumentResponse> => {
  
  return sextantFetch<getDirectionDocumentResponse>(getGetDirectionDocumentUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Edits a direction document. With an API key or an app token the edit goes to the draft (the published body and contentHash do not change); with a person's OAuth token it is published as the next version at once (a strategy's only by its owner). Archived documents are read-only (409).
 * @summary Edit a direction document
 */
export type updateDirectionDocumentResponse200 = {
  data: DirectionDocumentSavedResponse
  status: 200
}

export type updateDirectionDocumentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateDirectionDocumentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateDirectionDocumentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateDirectionDocumentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateDirectionDocumentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateDirectionDocumentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateDirectionDocumentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateDirectionDocumentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateDirectionDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateDirectionDocumentResponseSuccess = (updateDirectionDocumentResponse200) & {
  headers: Headers;
};
export type updateDirectionDocumentResponseError = (updateDirectionDocumentResponse400 | updateDirectionDocumentResponse401 | updateDirectionDocumentResponse403 | updateDirectionDocumentResponse404 | updateDirectionDocumentResponse409 | updateDirectionDocumentResponse413 | updateDirectionDocumentResponse415 | updateDirectionDocumentResponse429 | updateDirectionDocumentResponse500) & {
  headers: Headers;
};

export type updateDirectionDocumentResponse = (updateDirectionDocumentResponseSuccess | updateDirectionDocumentResponseError)

export const getUpdateDirectionDocumentUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}`
}

/**
 * Edit a direction document
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "scope": null,
 *     "title": "Offline mode",
 *     "status": "draft",
 *     "version": 0,
 *     "contentHash": null,
 *   …
 */
export const updateDirectionDocument = async (id: string,
    updateDirectionDocumentBody: UpdateDirectionDocumentBody,
    headers?: UpdateDirectionDocumentHeaders, options?: RequestInit): Promise<updateDirectionDocumentResponse> => {
  
  return sextantFetch<updateDirectionDocumentResponse>(getUpdateDirectionDocumentUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateDirectionDocumentBody,)
  }
);}


/**
 * Deletes a product spec or context document with its versions and draft, or a vision drafted here that was never published. Strategies are archived instead and visions are kept: both are 409 with a suggestion. Returns {id, deleted: true}.
 * @summary Delete a direction document
 */
export type deleteDirectionDocumentResponse200 = {
  data: DeleteDirectionDocument200
  status: 200
}

export type deleteDirectionDocumentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteDirectionDocumentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteDirectionDocumentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteDirectionDocumentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteDirectionDocumentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteDirectionDocumentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteDirectionDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteDirectionDocumentResponseSuccess = (deleteDirectionDocumentResponse200) & {
  headers: Headers;
};
export type deleteDirectionDocumentResponseError = (deleteDirectionDocumentResponse400 | deleteDirectionDocumentResponse401 | deleteDirectionDocumentResponse403 | deleteDirectionDocumentResponse404 | deleteDirectionDocumentResponse409 | deleteDirectionDocumentResponse429 | deleteDirectionDocumentResponse500) & {
  headers: Headers;
};

export type deleteDirectionDocumentResponse = (deleteDirectionDocumentResponseSuccess | deleteDirectionDocumentResponseError)

export const getDeleteDirectionDocumentUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}`
}

/**
 * Delete a direction document
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "e8e5135d-c8bb-4e55-b153-2928c8cb5843",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "a1cb897a-2322-4932-aa80-6812713d4fbd",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteDirectionDocument = async (id: string,
    headers?: DeleteDirectionDocumentHeaders, options?: RequestInit): Promise<deleteDirectionDocumentResponse> => {
  
  return sextantFetch<deleteDirectionDocumentResponse>(getDeleteDirectionDocumentUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The working copy of a direction document: title, body, the version publishing it would make (nextVersion), who wrote it last and when; null when there is none.
 * @summary Get the draft
 */
export type getDirectionDocumentDraftResponse200 = {
  data: GetDirectionDocumentDraft200
  status: 200
}

export type getDirectionDocumentDraftResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getDirectionDocumentDraftResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getDirectionDocumentDraftResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getDirectionDocumentDraftResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getDirectionDocumentDraftResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getDirectionDocumentDraftResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getDirectionDocumentDraftResponseSuccess = (getDirectionDocumentDraftResponse200) & {
  headers: Headers;
};
export type getDirectionDocumentDraftResponseError = (getDirectionDocumentDraftResponse400 | getDirectionDocumentDraftResponse401 | getDirectionDocumentDraftResponse403 | getDirectionDocumentDraftResponse404 | getDirectionDocumentDraftResponse429 | getDirectionDocumentDraftResponse500) & {
  headers: Headers;
};

export type getDirectionDocumentDraftResponse = (getDirectionDocumentDraftResponseSuccess | getDirectionDocumentDraftResponseError)

export const getGetDirectionDocumentDraftUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}/draft`
}

/**
 * Get the draft
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "documentId": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "title": "Offline mode",
 *     "body": "# Offline mode\nDraft: add the sync conflict rules.",
 *     "nextVersion": 1,
 *     "updatedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "a2e12289-be03-4286-9b48-fcac8b79fa3f",
 *   …
 */
export const getDirectionDocumentDraft = async (id: string, options?: RequestInit): Promise<getDirectionDocumentDraftResponse> => {
  
  return sextantFetch<getDirectionDocumentDraftResponse>(getGetDirectionDocumentDraftUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Replaces the working copy of a direction document. Anyone with direction:update may draft, API keys and app tokens included; the published body and contentHash stay as they are until a person publishes. Archived documents are read-only (409).
 * @summary Replace the draft
 */
export type saveDirectionDocumentDraftResponse200 = {
  data: DirectionDocumentDraftSavedResponse
  status: 200
}

export type saveDirectionDocumentDraftResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type saveDirectionDocumentDraftResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type saveDirectionDocumentDraftResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type saveDirectionDocumentDraftResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type saveDirectionDocumentDraftResponse409 = {
  data: ConflictResponse
  status: 409
}

export type saveDirectionDocumentDraftResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type saveDirectionDocumentDraftResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type saveDirectionDocumentDraftResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type saveDirectionDocumentDraftResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type saveDirectionDocumentDraftResponseSuccess = (saveDirectionDocumentDraftResponse200) & {
  headers: Headers;
};
export type saveDirectionDocumentDraftResponseError = (saveDirectionDocumentDraftResponse400 | saveDirectionDocumentDraftResponse401 | saveDirectionDocumentDraftResponse403 | saveDirectionDocumentDraftResponse404 | saveDirectionDocumentDraftResponse409 | saveDirectionDocumentDraftResponse413 | saveDirectionDocumentDraftResponse415 | saveDirectionDocumentDraftResponse429 | saveDirectionDocumentDraftResponse500) & {
  headers: Headers;
};

export type saveDirectionDocumentDraftResponse = (saveDirectionDocumentDraftResponseSuccess | saveDirectionDocumentDraftResponseError)

export const getSaveDirectionDocumentDraftUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}/draft`
}

/**
 * Replace the draft
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "documentId": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "title": "Offline mode",
 *     "body": "# Offline mode\nDraft: add the sync conflict rules.",
 *     "nextVersion": 1,
 *     "updatedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "0f73b1da-5366-4f31-8b65-620e2eacd716",
 *   …
 */
export const saveDirectionDocumentDraft = async (id: string,
    saveDirectionDocumentDraftBody: SaveDirectionDocumentDraftBody,
    headers?: SaveDirectionDocumentDraftHeaders, options?: RequestInit): Promise<saveDirectionDocumentDraftResponse> => {
  
  return sextantFetch<saveDirectionDocumentDraftResponse>(getSaveDirectionDocumentDraftUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      saveDirectionDocumentDraftBody,)
  }
);}


/**
 * Commits the draft as the next published version: the body, contentHash and version change, the draft is gone, version 1 marks a creation in the change feed, and a pending vision or strategy becomes the vision or strategy of /visions or /strategies. Only a person may publish, with an OAuth token acting as them: API keys and app tokens get 403 (FORBIDDEN, data.reason publish_needs_person). A strategy only by its owner (403). A strategy still in draft status with no working copy is put in force as it is (draft → active). No draft otherwise, or an archived document: 409.
 * @summary Publish the draft
 */
export type publishDirectionDocumentResponse200 = {
  data: DirectionDocumentSavedResponse
  status: 200
}

export type publishDirectionDocumentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type publishDirectionDocumentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type publishDirectionDocumentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type publishDirectionDocumentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type publishDirectionDocumentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type publishDirectionDocumentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type publishDirectionDocumentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type publishDirectionDocumentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type publishDirectionDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type publishDirectionDocumentResponseSuccess = (publishDirectionDocumentResponse200) & {
  headers: Headers;
};
export type publishDirectionDocumentResponseError = (publishDirectionDocumentResponse400 | publishDirectionDocumentResponse401 | publishDirectionDocumentResponse403 | publishDirectionDocumentResponse404 | publishDirectionDocumentResponse409 | publishDirectionDocumentResponse413 | publishDirectionDocumentResponse415 | publishDirectionDocumentResponse429 | publishDirectionDocumentResponse500) & {
  headers: Headers;
};

export type publishDirectionDocumentResponse = (publishDirectionDocumentResponseSuccess | publishDirectionDocumentResponseError)

export const getPublishDirectionDocumentUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}/publish`
}

/**
 * Publish the draft
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "scope": null,
 *     "title": "Offline mode",
 *     "status": "active",
 *     "version": 1,
 *     "contentHash": "45f18f46203d26589ebe0db5785c04aa17f4b2b7490269347f5a9942009d43df",
 *   …
 */
export const publishDirectionDocument = async (id: string,
    publishDirectionDocumentBody?: PublishDirectionDocumentBody,
    headers?: PublishDirectionDocumentHeaders, options?: RequestInit): Promise<publishDirectionDocumentResponse> => {
  
  return sextantFetch<publishDirectionDocumentResponse>(getPublishDirectionDocumentUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      publishDirectionDocumentBody,)
  }
);}


/**
 * Removes the working copy of a direction document; the published version stays. Without a draft nothing changes.
 * @summary Discard the draft
 */
export type discardDirectionDocumentDraftResponse200 = {
  data: DirectionDocumentSavedResponse
  status: 200
}

export type discardDirectionDocumentDraftResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type discardDirectionDocumentDraftResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type discardDirectionDocumentDraftResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type discardDirectionDocumentDraftResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type discardDirectionDocumentDraftResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type discardDirectionDocumentDraftResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type discardDirectionDocumentDraftResponseSuccess = (discardDirectionDocumentDraftResponse200) & {
  headers: Headers;
};
export type discardDirectionDocumentDraftResponseError = (discardDirectionDocumentDraftResponse400 | discardDirectionDocumentDraftResponse401 | discardDirectionDocumentDraftResponse403 | discardDirectionDocumentDraftResponse404 | discardDirectionDocumentDraftResponse429 | discardDirectionDocumentDraftResponse500) & {
  headers: Headers;
};

export type discardDirectionDocumentDraftResponse = (discardDirectionDocumentDraftResponseSuccess | discardDirectionDocumentDraftResponseError)

export const getDiscardDirectionDocumentDraftUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}/discard-draft`
}

/**
 * Discard the draft
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "scope": null,
 *     "title": "Offline mode",
 *     "status": "draft",
 *     "version": 0,
 *     "contentHash": null,
 *   …
 */
export const discardDirectionDocumentDraft = async (id: string,
    headers?: DiscardDirectionDocumentDraftHeaders, options?: RequestInit): Promise<discardDirectionDocumentDraftResponse> => {
  
  return sextantFetch<discardDirectionDocumentDraftResponse>(getDiscardDirectionDocumentDraftUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Archives a strategy, product spec or context document: it stays readable and becomes read-only, and its draft goes. A vision cannot be archived (409); archiving an archived document is 409; a strategy only by its owner (403).
 * @summary Archive a direction document
 */
export type archiveDirectionDocumentResponse200 = {
  data: DirectionDocumentSavedResponse
  status: 200
}

export type archiveDirectionDocumentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type archiveDirectionDocumentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type archiveDirectionDocumentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type archiveDirectionDocumentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type archiveDirectionDocumentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type archiveDirectionDocumentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type archiveDirectionDocumentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type archiveDirectionDocumentResponseSuccess = (archiveDirectionDocumentResponse200) & {
  headers: Headers;
};
export type archiveDirectionDocumentResponseError = (archiveDirectionDocumentResponse400 | archiveDirectionDocumentResponse401 | archiveDirectionDocumentResponse403 | archiveDirectionDocumentResponse404 | archiveDirectionDocumentResponse409 | archiveDirectionDocumentResponse429 | archiveDirectionDocumentResponse500) & {
  headers: Headers;
};

export type archiveDirectionDocumentResponse = (archiveDirectionDocumentResponseSuccess | archiveDirectionDocumentResponseError)

export const getArchiveDirectionDocumentUrl = (id: string,) => {


  

  return `/api/v1/direction-documents/${id}/archive`
}

/**
 * Archive a direction document
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "scope": null,
 *     "title": "Offline mode",
 *     "status": "archived",
 *     "version": 1,
 *     "contentHash": "45f18f46203d26589ebe0db5785c04aa17f4b2b7490269347f5a9942009d43df",
 *   …
 */
export const archiveDirectionDocument = async (id: string,
    headers?: ArchiveDirectionDocumentHeaders, options?: RequestInit): Promise<archiveDirectionDocumentResponse> => {
  
  return sextantFetch<archiveDirectionDocumentResponse>(getArchiveDirectionDocumentUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The published versions of a direction document, newest first — for a vision or strategy, the same versions as /visions or /strategies. Paged.
 * @summary List versions
 */
export type listDirectionDocumentVersionsResponse200 = {
  data: DirectionDocumentVersionListResponse
  status: 200
}

export type listDirectionDocumentVersionsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listDirectionDocumentVersionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listDirectionDocumentVersionsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listDirectionDocumentVersionsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listDirectionDocumentVersionsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listDirectionDocumentVersionsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listDirectionDocumentVersionsResponseSuccess = (listDirectionDocumentVersionsResponse200) & {
  headers: Headers;
};
export type listDirectionDocumentVersionsResponseError = (listDirectionDocumentVersionsResponse400 | listDirectionDocumentVersionsResponse401 | listDirectionDocumentVersionsResponse403 | listDirectionDocumentVersionsResponse404 | listDirectionDocumentVersionsResponse429 | listDirectionDocumentVersionsResponse500) & {
  headers: Headers;
};

export type listDirectionDocumentVersionsResponse = (listDirectionDocumentVersionsResponseSuccess | listDirectionDocumentVersionsResponseError)

export const getListDirectionDocumentVersionsUrl = (id: string,
    params?: ListDirectionDocumentVersionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/direction-documents/${id}/versions?${stringifiedParams}` : `/api/v1/direction-documents/${id}/versions`
}

/**
 * List versions
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "9f31a38d-6ef3-477f-b9de-985b48469168",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listDirectionDocumentVersions = async (id: string,
    params?: ListDirectionDocumentVersionsParams, options?: RequestInit): Promise<listDirectionDocumentVersionsResponse> => {
  
  return sextantFetch<listDirectionDocumentVersionsResponse>(getListDirectionDocumentVersionsUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Sets the note of one published version; an empty note clears the label, which falls back to v{n}. A strategy's only by its owner (403); archived documents are read-only (409).
 * @summary Label a version
 */
export type renameDirectionDocumentVersionResponse200 = {
  data: DirectionDocumentVersionSavedResponse
  status: 200
}

export type renameDirectionDocumentVersionResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type renameDirectionDocumentVersionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type renameDirectionDocumentVersionResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type renameDirectionDocumentVersionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type renameDirectionDocumentVersionResponse409 = {
  data: ConflictResponse
  status: 409
}

export type renameDirectionDocumentVersionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type renameDirectionDocumentVersionResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type renameDirectionDocumentVersionResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type renameDirectionDocumentVersionResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type renameDirectionDocumentVersionResponseSuccess = (renameDirectionDocumentVersionResponse200) & {
  headers: Headers;
};
export type renameDirectionDocumentVersionResponseError = (renameDirectionDocumentVersionResponse400 | renameDirectionDocumentVersionResponse401 | renameDirectionDocumentVersionResponse403 | renameDirectionDocumentVersionResponse404 | renameDirectionDocumentVersionResponse409 | renameDirectionDocumentVersionResponse413 | renameDirectionDocumentVersionResponse415 | renameDirectionDocumentVersionResponse429 | renameDirectionDocumentVersionResponse500) & {
  headers: Headers;
};

export type renameDirectionDocumentVersionResponse = (renameDirectionDocumentVersionResponseSuccess | renameDirectionDocumentVersionResponseError)

export const getRenameDirectionDocumentVersionUrl = (id: string,
    version: number,) => {


  

  return `/api/v1/direction-documents/${id}/versions/${version}/rename`
}

/**
 * Label a version
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "documentId": "a706091d-4b6f-4378-b118-c91697e02ead",
 *     "ref": "SPEC-1",
 *     "kind": "product_spec",
 *     "version": 1,
 *     "title": "Offline mode",
 *     "body": "# Offline mode\nField teams work offline for up to 7 days; conflicts resolve per field.",
 *     "contentHash": "45f18f46203d26589ebe0db5785c04aa17f4b2b7490269347f5a9942009d43df",
 *     "changeNote": "First reviewed cut",
 *     "label": "First reviewed cut",
 *   …
 */
export const renameDirectionDocumentVersion = async (id: string,
    version: number,
    renameDirectionDocumentVersionBody: RenameDirectionDocumentVersionBody,
    headers?: RenameDirectionDocumentVersionHeaders, options?: RequestInit): Promise<renameDirectionDocumentVersionResponse> => {
  
  return sextantFetch<renameDirectionDocumentVersionResponse>(getRenameDirectionDocumentVersionUrl(id,version),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      renameDirectionDocumentVersionBody,)
  }
);}


