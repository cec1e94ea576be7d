/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConfirmEvidenceReconciliation200,
  ConfirmEvidenceReconciliation201,
  ConfirmEvidenceReconciliationBody,
  ConfirmEvidenceReconciliationHeaders,
  ConflictResponse,
  DeleteOwnObservedEvidenceBody,
  DeleteOwnObservedEvidenceHeaders,
  ExportObservedEvidenceParams,
  ForbiddenResponse,
  HashObservedIdentifiersBody,
  HashObservedIdentifiersHeaders,
  IngestObservedEvidenceBody,
  IngestObservedEvidenceHeaders,
  InternalErrorResponse,
  NotFoundResponse,
  ObservedEvidenceDeletionSavedResponse,
  ObservedEvidenceIngestResultSavedResponse,
  ObservedEvidenceListResponse,
  ObservedIdentifierHashesSavedResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Records evidence that you did work: up to 500 items of {externalId, source, kind (commit, review, meeting, calendar_block, other), occurredAt, durationMinutes?, subjectRef? (a task UUID or ref such as ENG-12, an opportunity UUID or OPP-n), note?}. Evidence is always the caller's own. Deduplicated on (source, externalId) per user: an item already recorded, or repeated in the request, is counted as a duplicate with the existing id, not refused. A subjectRef naming nothing in the org is 404 NOT_FOUND with one detail per offending item (body.items.N.subjectRef), and nothing is recorded: the request is one transaction. Answers 200 with {ingested, duplicates, items} in the order sent. Needs task:read.
 * @summary Ingest your observed evidence
 */
export type ingestObservedEvidenceResponse200 = {
  data: ObservedEvidenceIngestResultSavedResponse
  status: 200
}

export type ingestObservedEvidenceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type ingestObservedEvidenceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type ingestObservedEvidenceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type ingestObservedEvidenceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type ingestObservedEvidenceResponse409 = {
  data: ConflictResponse
  status: 409
}

export type ingestObservedEvidenceResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type ingestObservedEvidenceResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type ingestObservedEvidenceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type ingestObservedEvidenceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type ingestObservedEvidenceResponseSuccess = (ingestObservedEvidenceResponse200) & {
  headers: Headers;
};
export type ingestObservedEvidenceResponseError = (ingestObservedEvidenceResponse400 | ingestObservedEvidenceResponse401 | ingestObservedEvidenceResponse403 | ingestObservedEvidenceResponse404 | ingestObservedEvidenceResponse409 | ingestObservedEvidenceResponse413 | ingestObservedEvidenceResponse415 | ingestObservedEvidenceResponse429 | ingestObservedEvidenceResponse500) & {
  headers: Headers;
};

export type ingestObservedEvidenceResponse = (ingestObservedEvidenceResponseSuccess | ingestObservedEvidenceResponseError)

export const getIngestObservedEvidenceUrl = () => {


  

  return `/api/v1/observed-evidence/ingest`
}

/**
 * Ingest your observed evidence
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "ingested": 1,
 *     "duplicates": 0,
 *     "items": [
 *       {
 *         "externalId": "9fceb02d0ae598e95dc970b74767f19372d61af8",
 *         "source": "github",
 *         "id": "513db744-542f-46da-a21a-f4306534aaee",
 *         "status": "created"
 *       }
 *   …
 */
export const ingestObservedEvidence = async (ingestObservedEvidenceBody: IngestObservedEvidenceBody,
    headers?: IngestObservedEvidenceHeaders, options?: RequestInit): Promise<ingestObservedEvidenceResponse> => {
  
  return sextantFetch<ingestObservedEvidenceResponse>(getIngestObservedEvidenceUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      ingestObservedEvidenceBody,)
  }
);}


/**
 * Keyed hashes of up to 1000 identifiers, so a client can match people (e.g. commit authors' or meeting attendees' emails) against evidence without sending the identifiers anywhere else: HMAC-SHA256 under the org's evidence key, lower-case hex, in the order sent. The key is created on the org's first call, stored encrypted, never returned; keyId names it. Normalisation before hashing: surrounding whitespace is trimmed, and an identifier containing '@' (an email) is lower-cased; other identifiers keep their case. So the same identifier always gives the same hash in an org, and another org gets a different one. Needs task:read.
 * @summary Hash identifiers with the org's key
 */
export type hashObservedIdentifiersResponse200 = {
  data: ObservedIdentifierHashesSavedResponse
  status: 200
}

export type hashObservedIdentifiersResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type hashObservedIdentifiersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type hashObservedIdentifiersResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type hashObservedIdentifiersResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type hashObservedIdentifiersResponse409 = {
  data: ConflictResponse
  status: 409
}

export type hashObservedIdentifiersResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type hashObservedIdentifiersResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type hashObservedIdentifiersResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type hashObservedIdentifiersResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type hashObservedIdentifiersResponseSuccess = (hashObservedIdentifiersResponse200) & {
  headers: Headers;
};
export type hashObservedIdentifiersResponseError = (hashObservedIdentifiersResponse400 | hashObservedIdentifiersResponse401 | hashObservedIdentifiersResponse403 | hashObservedIdentifiersResponse404 | hashObservedIdentifiersResponse409 | hashObservedIdentifiersResponse413 | hashObservedIdentifiersResponse415 | hashObservedIdentifiersResponse429 | hashObservedIdentifiersResponse500) & {
  headers: Headers;
};

export type hashObservedIdentifiersResponse = (hashObservedIdentifiersResponseSuccess | hashObservedIdentifiersResponseError)

export const getHashObservedIdentifiersUrl = () => {


  

  return `/api/v1/observed-evidence/hash`
}

/**
 * Hash identifiers with the org's key
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "algorithm": "HMAC-SHA256",
 *     "keyId": "459b7f27-a6ee-4f42-8a48-85fdb9fcd18a",
 *     "hashes": [
 *       "ccd47711da88d624e8efcc298c2bf48522d135cbcc9422ec43267d61538c075b"
 *     ]
 *   },
 *   "meta": {
 *     "requestId": "33610dc1-a031-4d4d-a935-3c5d92a8c8ef",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const hashObservedIdentifiers = async (hashObservedIdentifiersBody: HashObservedIdentifiersBody,
    headers?: HashObservedIdentifiersHeaders, options?: RequestInit): Promise<hashObservedIdentifiersResponse> => {
  
  return sextantFetch<hashObservedIdentifiersResponse>(getHashObservedIdentifiersUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      hashObservedIdentifiersBody,)
  }
);}


/**
 * A user's observed evidence, oldest first by occurredAt: your own by default; subjectUserId (a UUID or me) reads another user's, which needs allocation:read (em, executive, admin; 403 FORBIDDEN otherwise), and a user outside the org is 404. Optional window from..to (dates, UTC, both included; from after to is 400). Paged. Needs task:read.
 * @summary Export observed evidence
 */
export type exportObservedEvidenceResponse200 = {
  data: ObservedEvidenceListResponse
  status: 200
}

export type exportObservedEvidenceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type exportObservedEvidenceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type exportObservedEvidenceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type exportObservedEvidenceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type exportObservedEvidenceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type exportObservedEvidenceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type exportObservedEvidenceResponseSuccess = (exportObservedEvidenceResponse200) & {
  headers: Headers;
};
export type exportObservedEvidenceResponseError = (exportObservedEvidenceResponse400 | exportObservedEvidenceResponse401 | exportObservedEvidenceResponse403 | exportObservedEvidenceResponse404 | exportObservedEvidenceResponse429 | exportObservedEvidenceResponse500) & {
  headers: Headers;
};

export type exportObservedEvidenceResponse = (exportObservedEvidenceResponseSuccess | exportObservedEvidenceResponseError)

export const getExportObservedEvidenceUrl = (params?: ExportObservedEvidenceParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/observed-evidence/export?${stringifiedParams}` : `/api/v1/observed-evidence/export`
}

/**
 * Export observed evidence
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "2c73bc71-14d6-4914-9716-697ecddb607b",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const exportObservedEvidence = async (params?: ExportObservedEvidenceParams, options?: RequestInit): Promise<exportObservedEvidenceResponse> => {
  
  return sextantFetch<exportObservedEvidenceResponse>(getExportObservedEvidenceUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Confirms that you reconciled a week of your time against your evidence: weekStart is the week's Monday (weeks run Monday to Sunday, UTC); another day is 400 VALIDATION_FAILED naming body.weekStart, with the Monday before it as the suggestion. 201 the first time; confirming the same week again is 200 with the original confirmation. delete-self keeps the evidence of confirmed weeks. Needs task:read.
 * @summary Confirm a reconciled week
 */
export type confirmEvidenceReconciliationResponse200 = {
  data: ConfirmEvidenceReconciliation200
  status: 200
}

export type confirmEvidenceReconciliationResponse201 = {
  data: ConfirmEvidenceReconciliation201
  status: 201
}

export type confirmEvidenceReconciliationResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type confirmEvidenceReconciliationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type confirmEvidenceReconciliationResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type confirmEvidenceReconciliationResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type confirmEvidenceReconciliationResponse409 = {
  data: ConflictResponse
  status: 409
}

export type confirmEvidenceReconciliationResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type confirmEvidenceReconciliationResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type confirmEvidenceReconciliationResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type confirmEvidenceReconciliationResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type confirmEvidenceReconciliationResponseSuccess = (confirmEvidenceReconciliationResponse200 | confirmEvidenceReconciliationResponse201) & {
  headers: Headers;
};
export type confirmEvidenceReconciliationResponseError = (confirmEvidenceReconciliationResponse400 | confirmEvidenceReconciliationResponse401 | confirmEvidenceReconciliationResponse403 | confirmEvidenceReconciliationResponse404 | confirmEvidenceReconciliationResponse409 | confirmEvidenceReconciliationResponse413 | confirmEvidenceReconciliationResponse415 | confirmEvidenceReconciliationResponse429 | confirmEvidenceReconciliationResponse500) & {
  headers: Headers;
};

export type confirmEvidenceReconciliationResponse = (confirmEvidenceReconciliationResponseSuccess | confirmEvidenceReconciliationResponseError)

export const getConfirmEvidenceReconciliationUrl = () => {


  

  return `/api/v1/observed-evidence/reconciliations`
}

/**
 * Confirm a reconciled week
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "userId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "weekStart": "2026-02-24",
 *     "weekEnd": "2026-03-02",
 *     "confirmedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "d1b3bf74-4512-48a2-a6fe-c01d162a3e1f",
 *     "timestamp": "2026-03-02T09:01:00.000Z",
 *     "version": "v1"
 *   …
 */
export const confirmEvidenceReconciliation = async (confirmEvidenceReconciliationBody: ConfirmEvidenceReconciliationBody,
    headers?: ConfirmEvidenceReconciliationHeaders, options?: RequestInit): Promise<confirmEvidenceReconciliationResponse> => {
  
  return sextantFetch<confirmEvidenceReconciliationResponse>(getConfirmEvidenceReconciliationUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      confirmEvidenceReconciliationBody,)
  }
);}


/**
 * Deletes your own evidence in a window: from and to are dates (UTC, both included; either may be left out for an open end; both out is all of it; from after to is 400). Evidence in weeks you confirmed as reconciled (POST /observed-evidence/reconciliations) is kept; the rest of the window's is deleted. Answers {deleted, keptWeeks} (the Mondays of the confirmed weeks the window touches). A window whose every week is confirmed (with evidence or not; only a window with both ends can be) is 409 INVALID_STATE_TRANSITION with data.keptWeeks and a suggestion. Needs task:read.
 * @summary Delete your observed evidence
 */
export type deleteOwnObservedEvidenceResponse200 = {
  data: ObservedEvidenceDeletionSavedResponse
  status: 200
}

export type deleteOwnObservedEvidenceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteOwnObservedEvidenceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteOwnObservedEvidenceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteOwnObservedEvidenceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteOwnObservedEvidenceResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteOwnObservedEvidenceResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type deleteOwnObservedEvidenceResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type deleteOwnObservedEvidenceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteOwnObservedEvidenceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteOwnObservedEvidenceResponseSuccess = (deleteOwnObservedEvidenceResponse200) & {
  headers: Headers;
};
export type deleteOwnObservedEvidenceResponseError = (deleteOwnObservedEvidenceResponse400 | deleteOwnObservedEvidenceResponse401 | deleteOwnObservedEvidenceResponse403 | deleteOwnObservedEvidenceResponse404 | deleteOwnObservedEvidenceResponse409 | deleteOwnObservedEvidenceResponse413 | deleteOwnObservedEvidenceResponse415 | deleteOwnObservedEvidenceResponse429 | deleteOwnObservedEvidenceResponse500) & {
  headers: Headers;
};

export type deleteOwnObservedEvidenceResponse = (deleteOwnObservedEvidenceResponseSuccess | deleteOwnObservedEvidenceResponseError)

export const getDeleteOwnObservedEvidenceUrl = () => {


  

  return `/api/v1/observed-evidence/delete-self`
}

/**
 * Delete your observed evidence
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "deleted": 0,
 *     "keptWeeks": [
 *       "2026-02-24"
 *     ]
 *   },
 *   "meta": {
 *     "requestId": "a4ede73a-3baf-47ec-a4fd-0fc3baf22ba3",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   …
 */
export const deleteOwnObservedEvidence = async (deleteOwnObservedEvidenceBody?: DeleteOwnObservedEvidenceBody,
    headers?: DeleteOwnObservedEvidenceHeaders, options?: RequestInit): Promise<deleteOwnObservedEvidenceResponse> => {
  
  return sextantFetch<deleteOwnObservedEvidenceResponse>(getDeleteOwnObservedEvidenceUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      deleteOwnObservedEvidenceBody,)
  }
);}


