/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AttachFileBody,
  AttachFileHeaders,
  BadRequestResponse,
  ConfirmFileBody,
  ConfirmFileHeaders,
  ConflictResponse,
  CreateFileBody,
  CreateFileHeaders,
  DeleteFileHeaders,
  DeletedSavedResponse,
  DetachFileHeaders,
  DetachFileParams,
  FileListResponse,
  FileResponse,
  FileSavedResponse,
  FileUploadCreatedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListFilesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  StorageUsageResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's files, newest first, or the files attached to one record: entityType and entityId together (one without the other is 400). Paged. Read a file by id for its download URL.
 * @summary List files
 */
export type listFilesResponse200 = {
  data: FileListResponse
  status: 200
}

export type listFilesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listFilesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listFilesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listFilesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listFilesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listFilesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listFilesResponseSuccess = (listFilesResponse200) & {
  headers: Headers;
};
export type listFilesResponseError = (listFilesResponse400 | listFilesResponse401 | listFilesResponse403 | listFilesResponse404 | listFilesResponse429 | listFilesResponse500) & {
  headers: Headers;
};

export type listFilesResponse = (listFilesResponseSuccess | listFilesResponseError)

export const getListFilesUrl = (params?: ListFilesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/files?${stringifiedParams}` : `/api/v1/files`
}

/**
 * List files
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "082820fa-344f-4e5b-85aa-664722b5f52e",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listFiles = async (params?: ListFilesParams, options?: RequestInit): Promise<listFilesResponse> => {
  
  return sextantFetch<listFilesResponse>(getListFilesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Requests an upload: declare the file's sha256 (64 lowercase hex), filename, contentType (one of the allowed types) and size in bytes, and optionally a record to attach it to. Returns the pending file and a presigned request (uploadUrl, uploadMethod PUT, the headers in fields, expiresAt): send exactly those bytes with those headers, then confirm. The JSON API never carries file bytes. An upload that would take the org past its storage quota is 422 PLAN_LIMIT_EXCEEDED; a size over the per-file limit is 400.
 * @summary Request a file upload
 */
export type createFileResponse201 = {
  data: FileUploadCreatedResponse
  status: 201
}

export type createFileResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createFileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createFileResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createFileResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createFileResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createFileResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createFileResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type createFileResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createFileResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createFileResponseSuccess = (createFileResponse201) & {
  headers: Headers;
};
export type createFileResponseError = (createFileResponse400 | createFileResponse401 | createFileResponse403 | createFileResponse404 | createFileResponse409 | createFileResponse413 | createFileResponse415 | createFileResponse422 | createFileResponse429 | createFileResponse500) & {
  headers: Headers;
};

export type createFileResponse = (createFileResponseSuccess | createFileResponseError)

export const getCreateFileUrl = () => {


  

  return `/api/v1/files`
}

/**
 * Request a file upload
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "file": {
 *       "id": "ab1b8965-364d-4bbd-85b3-9533b6f9ad30",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "filename": "release-notes.txt",
 *       "contentType": "text/plain",
 *       "size": 5,
 *       "sha256": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
 *       "status": "pending",
 *       "processingError": null,
 *   …
 */
export const createFile = async (createFileBody: CreateFileBody,
    headers?: CreateFileHeaders, options?: RequestInit): Promise<createFileResponse> => {
  
  return sextantFetch<createFileResponse>(getCreateFileUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createFileBody,)
  }
);}


/**
 * The org's storage against its quota: bytesUsed, quota, percent and fileCount. Pending uploads hold their size until their upload request expires; failed and deleted files hold nothing.
 * @summary Get storage usage
 */
export type getFileStorageUsageResponse200 = {
  data: StorageUsageResponse
  status: 200
}

export type getFileStorageUsageResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getFileStorageUsageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getFileStorageUsageResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getFileStorageUsageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getFileStorageUsageResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getFileStorageUsageResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getFileStorageUsageResponseSuccess = (getFileStorageUsageResponse200) & {
  headers: Headers;
};
export type getFileStorageUsageResponseError = (getFileStorageUsageResponse400 | getFileStorageUsageResponse401 | getFileStorageUsageResponse403 | getFileStorageUsageResponse404 | getFileStorageUsageResponse429 | getFileStorageUsageResponse500) & {
  headers: Headers;
};

export type getFileStorageUsageResponse = (getFileStorageUsageResponseSuccess | getFileStorageUsageResponseError)

export const getGetFileStorageUsageUrl = () => {


  

  return `/api/v1/files/storage-usage`
}

/**
 * Get storage usage
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "bytesUsed": 0,
 *     "quota": 1073741824,
 *     "percent": 0,
 *     "fileCount": 0
 *   },
 *   "meta": {
 *     "requestId": "980499d1-c273-480d-b383-25bbb674fe73",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   …
 */
export const getFileStorageUsage = async ( options?: RequestInit): Promise<getFileStorageUsageResponse> => {
  
  return sextantFetch<getFileStorageUsageResponse>(getGetFileStorageUsageUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One file: its status, declared size, SHA-256 and type, what it is attached to, and, only when clean, a presigned downloadUrl valid for about 15 minutes (downloadExpiresAt). After confirm, poll it until status is clean or failed.
 * @summary Get a file
 */
export type getFileResponse200 = {
  data: FileResponse
  status: 200
}

export type getFileResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getFileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getFileResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getFileResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getFileResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getFileResponseSuccess = (getFileResponse200) & {
  headers: Headers;
};
export type getFileResponseError = (getFileResponse400 | getFileResponse401 | getFileResponse403 | getFileResponse404 | getFileResponse429 | getFileResponse500) & {
  headers: Headers;
};

export type getFileResponse = (getFileResponseSuccess | getFileResponseError)

export const getGetFileUrl = (id: string,) => {


  

  return `/api/v1/files/${id}`
}

/**
 * Get a file
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "9041125a-d424-4382-8a89-2a79a1747df6",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "filename": "roadmap.txt",
 *     "contentType": "text/plain",
 *     "size": 41,
 *     "sha256": "492a93a3d8212fbd1f9fd7841e81b5fa965ee329606fe7a87c18e62bd61e2589",
 *     "status": "clean",
 *     "processingError": null,
 *     "uploadedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const getFile = async (id: string, options?: RequestInit): Promise<getFileResponse> => {
  
  return sextantFetch<getFileResponse>(getGetFileUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Deletes a file and removes its bytes from the object store. Irreversible: its attachments, prototypes and avatar uses go with it. Only its uploader or an admin may delete it (403 otherwise).
 * @summary Delete a file
 */
export type deleteFileResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteFileResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteFileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteFileResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteFileResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteFileResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteFileResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteFileResponseSuccess = (deleteFileResponse200) & {
  headers: Headers;
};
export type deleteFileResponseError = (deleteFileResponse400 | deleteFileResponse401 | deleteFileResponse403 | deleteFileResponse404 | deleteFileResponse409 | deleteFileResponse429 | deleteFileResponse500) & {
  headers: Headers;
};

export type deleteFileResponse = (deleteFileResponseSuccess | deleteFileResponseError)

export const getDeleteFileUrl = (id: string,) => {


  

  return `/api/v1/files/${id}`
}

/**
 * Delete a file
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "9041125a-d424-4382-8a89-2a79a1747df6",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "50f07349-fed6-417d-a3f0-aead1714fc45",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteFile = async (id: string,
    headers?: DeleteFileHeaders, options?: RequestInit): Promise<deleteFileResponse> => {
  
  return sextantFetch<deleteFileResponse>(getDeleteFileUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Tells Sextant the bytes are uploaded: a pending file whose object is in the store becomes processing, and a background job checks the stored bytes themselves (size, SHA-256, sniffed type against contentType and the allowed types), ending clean or failed with processingError. etag is the ETag header the upload answered with. Repeated confirm returns the current state; confirming before the bytes are uploaded is 409.
 * @summary Confirm a file upload
 */
export type confirmFileResponse200 = {
  data: FileSavedResponse
  status: 200
}

export type confirmFileResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type confirmFileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type confirmFileResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type confirmFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type confirmFileResponse409 = {
  data: ConflictResponse
  status: 409
}

export type confirmFileResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type confirmFileResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type confirmFileResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type confirmFileResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type confirmFileResponseSuccess = (confirmFileResponse200) & {
  headers: Headers;
};
export type confirmFileResponseError = (confirmFileResponse400 | confirmFileResponse401 | confirmFileResponse403 | confirmFileResponse404 | confirmFileResponse409 | confirmFileResponse413 | confirmFileResponse415 | confirmFileResponse429 | confirmFileResponse500) & {
  headers: Headers;
};

export type confirmFileResponse = (confirmFileResponseSuccess | confirmFileResponseError)

export const getConfirmFileUrl = (id: string,) => {


  

  return `/api/v1/files/${id}/confirm`
}

/**
 * Confirm a file upload
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "2ecf5b96-54b8-4246-a3e2-14d3a8fdc031",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "filename": "hello.txt",
 *     "contentType": "text/plain",
 *     "size": 5,
 *     "sha256": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
 *     "status": "processing",
 *     "processingError": null,
 *     "uploadedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const confirmFile = async (id: string,
    confirmFileBody: ConfirmFileBody,
    headers?: ConfirmFileHeaders, options?: RequestInit): Promise<confirmFileResponse> => {
  
  return sextantFetch<confirmFileResponse>(getConfirmFileUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      confirmFileBody,)
  }
);}


/**
 * Attaches the file to a record of the org: entityType and entityId (UUID or ref; 404 when the record does not exist or cannot be read). Idempotent: attaching twice keeps one attachment. A failed file cannot be attached (409). Returns the file.
 * @summary Attach a file to a record
 */
export type attachFileResponse200 = {
  data: FileSavedResponse
  status: 200
}

export type attachFileResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type attachFileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type attachFileResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type attachFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type attachFileResponse409 = {
  data: ConflictResponse
  status: 409
}

export type attachFileResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type attachFileResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type attachFileResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type attachFileResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type attachFileResponseSuccess = (attachFileResponse200) & {
  headers: Headers;
};
export type attachFileResponseError = (attachFileResponse400 | attachFileResponse401 | attachFileResponse403 | attachFileResponse404 | attachFileResponse409 | attachFileResponse413 | attachFileResponse415 | attachFileResponse429 | attachFileResponse500) & {
  headers: Headers;
};

export type attachFileResponse = (attachFileResponseSuccess | attachFileResponseError)

export const getAttachFileUrl = (id: string,) => {


  

  return `/api/v1/files/${id}/attachments`
}

/**
 * Attach a file to a record
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "9041125a-d424-4382-8a89-2a79a1747df6",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "filename": "roadmap.txt",
 *     "contentType": "text/plain",
 *     "size": 41,
 *     "sha256": "492a93a3d8212fbd1f9fd7841e81b5fa965ee329606fe7a87c18e62bd61e2589",
 *     "status": "clean",
 *     "processingError": null,
 *     "uploadedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const attachFile = async (id: string,
    attachFileBody: AttachFileBody,
    headers?: AttachFileHeaders, options?: RequestInit): Promise<attachFileResponse> => {
  
  return sextantFetch<attachFileResponse>(getAttachFileUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      attachFileBody,)
  }
);}


/**
 * Removes the file's attachment to a record; the file itself stays. Idempotent: detaching what is not attached succeeds. Returns the file.
 * @summary Detach a file from a record
 */
export type detachFileResponse200 = {
  data: FileSavedResponse
  status: 200
}

export type detachFileResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type detachFileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type detachFileResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type detachFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type detachFileResponse409 = {
  data: ConflictResponse
  status: 409
}

export type detachFileResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type detachFileResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type detachFileResponseSuccess = (detachFileResponse200) & {
  headers: Headers;
};
export type detachFileResponseError = (detachFileResponse400 | detachFileResponse401 | detachFileResponse403 | detachFileResponse404 | detachFileResponse409 | detachFileResponse429 | detachFileResponse500) & {
  headers: Headers;
};

export type detachFileResponse = (detachFileResponseSuccess | detachFileResponseError)

export const getDetachFileUrl = (id: string,
    params: DetachFileParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/files/${id}/attachments?${stringifiedParams}` : `/api/v1/files/${id}/attachments`
}

/**
 * Detach a file from a record
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "9041125a-d424-4382-8a89-2a79a1747df6",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "filename": "roadmap.txt",
 *     "contentType": "text/plain",
 *     "size": 41,
 *     "sha256": "492a93a3d8212fbd1f9fd7841e81b5fa965ee329606fe7a87c18e62bd61e2589",
 *     "status": "clean",
 *     "processingError": null,
 *     "uploadedBy": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *   …
 */
export const detachFile = async (id: string,
    params: DetachFileParams,
    headers?: DetachFileHeaders, options?: RequestInit): Promise<detachFileResponse> => {
  
  return sextantFetch<detachFileResponse>(getDetachFileUrl(id,params),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


