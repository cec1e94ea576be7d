/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AdvanceCustomerOnboardingBody,
  AdvanceCustomerOnboardingHeaders,
  ArrPointCreatedResponse,
  ArrPointListResponse,
  ArrSummaryResponse,
  BadRequestResponse,
  CommitmentListResponse,
  CompleteCustomerOnboardingBody,
  CompleteCustomerOnboardingHeaders,
  ConflictResponse,
  ContactCreatedResponse,
  ContactListResponse,
  ContactSavedResponse,
  CreateCustomerArrPointBody,
  CreateCustomerArrPointHeaders,
  CreateCustomerBody,
  CreateCustomerContactBody,
  CreateCustomerContactHeaders,
  CreateCustomerHeaders,
  CreateCustomerOnboardingStepWork201,
  CreateCustomerOnboardingStepWorkBody,
  CreateCustomerOnboardingStepWorkHeaders,
  CreateCustomerReviewBody,
  CreateCustomerReviewHeaders,
  CreateCustomerUpdateBody,
  CreateCustomerUpdateHeaders,
  CustomerCreatedResponse,
  CustomerListResponse,
  CustomerOnboardingCreatedResponse,
  CustomerOnboardingResponse,
  CustomerOnboardingSavedResponse,
  CustomerOpportunityListResponse,
  CustomerOpportunitySavedResponse,
  CustomerResponse,
  CustomerReviewCreatedResponse,
  CustomerReviewListResponse,
  CustomerReviewResponse,
  CustomerSavedResponse,
  CustomerUpdateCreatedResponse,
  CustomerUpdateListResponse,
  DeleteCustomerArrPointHeaders,
  DeleteCustomerContactHeaders,
  DeleteCustomerHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  GetCustomerArrSummaryParams,
  InternalErrorResponse,
  LinkCustomerOpportunityBody,
  LinkCustomerOpportunityHeaders,
  ListCustomerCommitmentsParams,
  ListCustomerReviewsParams,
  ListCustomerUpdatesParams,
  ListCustomersParams,
  NotFoundResponse,
  OnboardingMilestoneSavedResponse,
  PayloadTooLargeResponse,
  StartCustomerOnboardingBody,
  StartCustomerOnboardingHeaders,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnlinkCustomerOpportunityHeaders,
  UnsupportedMediaTypeResponse,
  UpdateCustomerBody,
  UpdateCustomerContactBody,
  UpdateCustomerContactHeaders,
  UpdateCustomerHeaders,
  UpdateCustomerOnboardingStepBody,
  UpdateCustomerOnboardingStepHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's customer accounts by name, optionally only those in one lifecycle status. Use it to find a customer's id or ref (CUS-3) before reading its contacts, insights, ARR or feed. Paged.
 * @summary List customers
 */
export type listCustomersResponse200 = {
  data: CustomerListResponse
  status: 200
}

export type listCustomersResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomersResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomersResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomersResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomersResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomersResponseSuccess = (listCustomersResponse200) & {
  headers: Headers;
};
export type listCustomersResponseError = (listCustomersResponse400 | listCustomersResponse401 | listCustomersResponse403 | listCustomersResponse404 | listCustomersResponse429 | listCustomersResponse500) & {
  headers: Headers;
};

export type listCustomersResponse = (listCustomersResponseSuccess | listCustomersResponseError)

export const getListCustomersUrl = (params?: ListCustomersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/customers?${stringifiedParams}` : `/api/v1/customers`
}

/**
 * List customers
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "4f50125d-e64e-4c2c-a41b-9191681f5ceb",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listCustomers = async (params?: ListCustomersParams, options?: RequestInit): Promise<listCustomersResponse> => {
  
  return sextantFetch<listCustomersResponse>(getListCustomersUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a customer account with a name and optionally status (default prospect; churned and lost are reached by moving a customer there with a reason), owner, current ARR, health, customerSince and a free-form profile. Returns the customer (201) with its ref CUS-<n>.
 * @summary Create a customer
 */
export type createCustomerResponse201 = {
  data: CustomerCreatedResponse
  status: 201
}

export type createCustomerResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCustomerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCustomerResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCustomerResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCustomerResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCustomerResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCustomerResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCustomerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCustomerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCustomerResponseSuccess = (createCustomerResponse201) & {
  headers: Headers;
};
export type createCustomerResponseError = (createCustomerResponse400 | createCustomerResponse401 | createCustomerResponse403 | createCustomerResponse404 | createCustomerResponse409 | createCustomerResponse413 | createCustomerResponse415 | createCustomerResponse429 | createCustomerResponse500) & {
  headers: Headers;
};

export type createCustomerResponse = (createCustomerResponseSuccess | createCustomerResponseError)

export const getCreateCustomerUrl = () => {


  

  return `/api/v1/customers`
}

/**
 * Create a customer
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "CUS-1",
 *     "number": 1,
 *     "name": "Acme Logistics",
 *     "status": "prospect",
 *     "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "arr": 120000,
 *     "health": null,
 *   …
 */
export const createCustomer = async (createCustomerBody: CreateCustomerBody,
    headers?: CreateCustomerHeaders, options?: RequestInit): Promise<createCustomerResponse> => {
  
  return sextantFetch<createCustomerResponse>(getCreateCustomerUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCustomerBody,)
  }
);}


/**
 * Dated promises to customers, soonest deadline first: insights rooted at a customer with a deadline, not rejected or archived, each with its linked work and atRisk (work not all completed and the deadline passed, or the deadline within 14 days and no linked work in progress). Optionally one customer's, or only those at risk. Paged.
 * @summary List commitments to customers
 */
export type listCustomerCommitmentsResponse200 = {
  data: CommitmentListResponse
  status: 200
}

export type listCustomerCommitmentsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomerCommitmentsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomerCommitmentsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomerCommitmentsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomerCommitmentsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomerCommitmentsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomerCommitmentsResponseSuccess = (listCustomerCommitmentsResponse200) & {
  headers: Headers;
};
export type listCustomerCommitmentsResponseError = (listCustomerCommitmentsResponse400 | listCustomerCommitmentsResponse401 | listCustomerCommitmentsResponse403 | listCustomerCommitmentsResponse404 | listCustomerCommitmentsResponse429 | listCustomerCommitmentsResponse500) & {
  headers: Headers;
};

export type listCustomerCommitmentsResponse = (listCustomerCommitmentsResponseSuccess | listCustomerCommitmentsResponseError)

export const getListCustomerCommitmentsUrl = (params?: ListCustomerCommitmentsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/customers/commitments?${stringifiedParams}` : `/api/v1/customers/commitments`
}

/**
 * List commitments to customers
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "69cfb78d-c6d4-4ef0-a13f-e1eee6f700cb",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listCustomerCommitments = async (params?: ListCustomerCommitmentsParams, options?: RequestInit): Promise<listCustomerCommitmentsResponse> => {
  
  return sextantFetch<listCustomerCommitmentsResponse>(getListCustomerCommitmentsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * ARR across the org: per lifecycle status the number of customers and the sum of their current ARR, and a monthly waterfall (starting, new, expansion, contraction, churned, ending) derived from ARR points over from..to (months; default the last 12 months including this one).
 * @summary Summarize ARR
 */
export type getCustomerArrSummaryResponse200 = {
  data: ArrSummaryResponse
  status: 200
}

export type getCustomerArrSummaryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getCustomerArrSummaryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getCustomerArrSummaryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getCustomerArrSummaryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getCustomerArrSummaryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getCustomerArrSummaryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getCustomerArrSummaryResponseSuccess = (getCustomerArrSummaryResponse200) & {
  headers: Headers;
};
export type getCustomerArrSummaryResponseError = (getCustomerArrSummaryResponse400 | getCustomerArrSummaryResponse401 | getCustomerArrSummaryResponse403 | getCustomerArrSummaryResponse404 | getCustomerArrSummaryResponse429 | getCustomerArrSummaryResponse500) & {
  headers: Headers;
};

export type getCustomerArrSummaryResponse = (getCustomerArrSummaryResponseSuccess | getCustomerArrSummaryResponseError)

export const getGetCustomerArrSummaryUrl = (params?: GetCustomerArrSummaryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/customers/arr-summary?${stringifiedParams}` : `/api/v1/customers/arr-summary`
}

/**
 * Summarize ARR
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "from": "2025-03-04",
 *     "to": "2026-03-03",
 *     "byStatus": [
 *       {
 *         "status": "prospect",
 *         "count": 0,
 *         "arr": 0
 *       },
 *       {
 *   …
 */
export const getCustomerArrSummary = async (params?: GetCustomerArrSummaryParams, options?: RequestInit): Promise<getCustomerArrSummaryResponse> => {
  
  return sextantFetch<getCustomerArrSummaryResponse>(getGetCustomerArrSummaryUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One customer account by UUID or ref (CUS-3), with its lifecycle moves as actions (a move to churned or lost needs a reason) and links to its contacts, insights, ARR and feed.
 * @summary Get a customer
 */
export type getCustomerResponse200 = {
  data: CustomerResponse
  status: 200
}

export type getCustomerResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getCustomerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getCustomerResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getCustomerResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getCustomerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getCustomerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getCustomerResponseSuccess = (getCustomerResponse200) & {
  headers: Headers;
};
export type getCustomerResponseError = (getCustomerResponse400 | getCustomerResponse401 | getCustomerResponse403 | getCustomerResponse404 | getCustomerResponse429 | getCustomerResponse500) & {
  headers: Headers;
};

export type getCustomerResponse = (getCustomerResponseSuccess | getCustomerResponseError)

export const getGetCustomerUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}`
}

/**
 * Get a customer
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "CUS-1",
 *     "number": 1,
 *     "name": "Acme Logistics",
 *     "status": "prospect",
 *     "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "arr": 150000,
 *     "health": null,
 *   …
 */
export const getCustomer = async (id: string, options?: RequestInit): Promise<getCustomerResponse> => {
  
  return sextantFetch<getCustomerResponse>(getGetCustomerUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a customer's name, owner, ARR, health, customerSince, profile or lifecycle status. Status moves follow the lifecycle: any customer → churned or lost; prospect → onboarding, pilot, live; onboarding → pilot, live; pilot → onboarding, live; churned and lost → prospect; any other move is 409 with the allowed ones. A move to churned or lost needs reason, which is stored as an insight rooted at the customer (source observation). Returns the customer.
 * @summary Update a customer
 */
export type updateCustomerResponse200 = {
  data: CustomerSavedResponse
  status: 200
}

export type updateCustomerResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateCustomerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateCustomerResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateCustomerResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateCustomerResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateCustomerResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateCustomerResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateCustomerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateCustomerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateCustomerResponseSuccess = (updateCustomerResponse200) & {
  headers: Headers;
};
export type updateCustomerResponseError = (updateCustomerResponse400 | updateCustomerResponse401 | updateCustomerResponse403 | updateCustomerResponse404 | updateCustomerResponse409 | updateCustomerResponse413 | updateCustomerResponse415 | updateCustomerResponse429 | updateCustomerResponse500) & {
  headers: Headers;
};

export type updateCustomerResponse = (updateCustomerResponseSuccess | updateCustomerResponseError)

export const getUpdateCustomerUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}`
}

/**
 * Update a customer
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "CUS-1",
 *     "number": 1,
 *     "name": "Acme Logistics",
 *     "status": "churned",
 *     "ownerId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "arr": 150000,
 *     "health": null,
 *   …
 */
export const updateCustomer = async (id: string,
    updateCustomerBody: UpdateCustomerBody,
    headers?: UpdateCustomerHeaders, options?: RequestInit): Promise<updateCustomerResponse> => {
  
  return sextantFetch<updateCustomerResponse>(getUpdateCustomerUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateCustomerBody,)
  }
);}


/**
 * Deletes a customer account with its insights, contacts, feed notes, ARR points and opportunity links; the opportunities themselves stay. Returns {id, deleted: true}.
 * @summary Delete a customer
 */
export type deleteCustomerResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteCustomerResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteCustomerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteCustomerResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteCustomerResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteCustomerResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteCustomerResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteCustomerResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteCustomerResponseSuccess = (deleteCustomerResponse200) & {
  headers: Headers;
};
export type deleteCustomerResponseError = (deleteCustomerResponse400 | deleteCustomerResponse401 | deleteCustomerResponse403 | deleteCustomerResponse404 | deleteCustomerResponse409 | deleteCustomerResponse429 | deleteCustomerResponse500) & {
  headers: Headers;
};

export type deleteCustomerResponse = (deleteCustomerResponseSuccess | deleteCustomerResponseError)

export const getDeleteCustomerUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}`
}

/**
 * Delete a customer
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "9c936cad-bff9-4582-b7b5-605d8737b714",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "1ac34a42-b210-4f31-99d8-fce5b2925ac9",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteCustomer = async (id: string,
    headers?: DeleteCustomerHeaders, options?: RequestInit): Promise<deleteCustomerResponse> => {
  
  return sextantFetch<deleteCustomerResponse>(getDeleteCustomerUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The people at a customer account, the primary contact first, then by name. Unpaged.
 * @summary List a customer's contacts
 */
export type listCustomerContactsResponse200 = {
  data: ContactListResponse
  status: 200
}

export type listCustomerContactsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomerContactsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomerContactsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomerContactsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomerContactsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomerContactsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomerContactsResponseSuccess = (listCustomerContactsResponse200) & {
  headers: Headers;
};
export type listCustomerContactsResponseError = (listCustomerContactsResponse400 | listCustomerContactsResponse401 | listCustomerContactsResponse403 | listCustomerContactsResponse404 | listCustomerContactsResponse429 | listCustomerContactsResponse500) & {
  headers: Headers;
};

export type listCustomerContactsResponse = (listCustomerContactsResponseSuccess | listCustomerContactsResponseError)

export const getListCustomerContactsUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/contacts`
}

/**
 * List a customer's contacts
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "8ed751c8-525f-4add-a699-f0fffe3e3322",
 *       "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *       "name": "Dana Whitfield",
 *       "title": "VP Operations",
 *       "role": null,
 *       "email": "dana@acme.example",
 *       "phone": null,
 *       "notes": null,
 *   …
 */
export const listCustomerContacts = async (id: string, options?: RequestInit): Promise<listCustomerContactsResponse> => {
  
  return sextantFetch<listCustomerContactsResponse>(getListCustomerContactsUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Adds a person to a customer account: name plus optional title, role, email, phone, notes and primary. A customer has at most one primary contact: adding a primary one demotes the previous one in the same write. Returns the contact (201).
 * @summary Add a contact to a customer
 */
export type createCustomerContactResponse201 = {
  data: ContactCreatedResponse
  status: 201
}

export type createCustomerContactResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCustomerContactResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCustomerContactResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCustomerContactResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCustomerContactResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCustomerContactResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCustomerContactResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCustomerContactResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCustomerContactResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCustomerContactResponseSuccess = (createCustomerContactResponse201) & {
  headers: Headers;
};
export type createCustomerContactResponseError = (createCustomerContactResponse400 | createCustomerContactResponse401 | createCustomerContactResponse403 | createCustomerContactResponse404 | createCustomerContactResponse409 | createCustomerContactResponse413 | createCustomerContactResponse415 | createCustomerContactResponse429 | createCustomerContactResponse500) & {
  headers: Headers;
};

export type createCustomerContactResponse = (createCustomerContactResponseSuccess | createCustomerContactResponseError)

export const getCreateCustomerContactUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/contacts`
}

/**
 * Add a contact to a customer
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "8ed751c8-525f-4add-a699-f0fffe3e3322",
 *     "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "name": "Dana Whitfield",
 *     "title": "VP Operations",
 *     "role": null,
 *     "email": "dana@acme.example",
 *     "phone": null,
 *     "notes": null,
 *     "primary": true,
 *   …
 */
export const createCustomerContact = async (id: string,
    createCustomerContactBody: CreateCustomerContactBody,
    headers?: CreateCustomerContactHeaders, options?: RequestInit): Promise<createCustomerContactResponse> => {
  
  return sextantFetch<createCustomerContactResponse>(getCreateCustomerContactUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCustomerContactBody,)
  }
);}


/**
 * Changes a contact's fields; primary true demotes the customer's previous primary contact in the same write, primary false leaves the customer without one. Returns the contact.
 * @summary Update a customer contact
 */
export type updateCustomerContactResponse200 = {
  data: ContactSavedResponse
  status: 200
}

export type updateCustomerContactResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateCustomerContactResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateCustomerContactResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateCustomerContactResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateCustomerContactResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateCustomerContactResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateCustomerContactResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateCustomerContactResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateCustomerContactResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateCustomerContactResponseSuccess = (updateCustomerContactResponse200) & {
  headers: Headers;
};
export type updateCustomerContactResponseError = (updateCustomerContactResponse400 | updateCustomerContactResponse401 | updateCustomerContactResponse403 | updateCustomerContactResponse404 | updateCustomerContactResponse409 | updateCustomerContactResponse413 | updateCustomerContactResponse415 | updateCustomerContactResponse429 | updateCustomerContactResponse500) & {
  headers: Headers;
};

export type updateCustomerContactResponse = (updateCustomerContactResponseSuccess | updateCustomerContactResponseError)

export const getUpdateCustomerContactUrl = (id: string,
    contactId: string,) => {


  

  return `/api/v1/customers/${id}/contacts/${contactId}`
}

/**
 * Update a customer contact
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "8ed751c8-525f-4add-a699-f0fffe3e3322",
 *     "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "name": "Dana Whitfield",
 *     "title": "VP Operations",
 *     "role": null,
 *     "email": "dana@acme.example",
 *     "phone": null,
 *     "notes": null,
 *     "primary": true,
 *   …
 */
export const updateCustomerContact = async (id: string,
    contactId: string,
    updateCustomerContactBody: UpdateCustomerContactBody,
    headers?: UpdateCustomerContactHeaders, options?: RequestInit): Promise<updateCustomerContactResponse> => {
  
  return sextantFetch<updateCustomerContactResponse>(getUpdateCustomerContactUrl(id,contactId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateCustomerContactBody,)
  }
);}


/**
 * Removes a contact from a customer account. Returns {id, deleted: true}.
 * @summary Remove a customer contact
 */
export type deleteCustomerContactResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteCustomerContactResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteCustomerContactResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteCustomerContactResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteCustomerContactResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteCustomerContactResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteCustomerContactResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteCustomerContactResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteCustomerContactResponseSuccess = (deleteCustomerContactResponse200) & {
  headers: Headers;
};
export type deleteCustomerContactResponseError = (deleteCustomerContactResponse400 | deleteCustomerContactResponse401 | deleteCustomerContactResponse403 | deleteCustomerContactResponse404 | deleteCustomerContactResponse409 | deleteCustomerContactResponse429 | deleteCustomerContactResponse500) & {
  headers: Headers;
};

export type deleteCustomerContactResponse = (deleteCustomerContactResponseSuccess | deleteCustomerContactResponseError)

export const getDeleteCustomerContactUrl = (id: string,
    contactId: string,) => {


  

  return `/api/v1/customers/${id}/contacts/${contactId}`
}

/**
 * Remove a customer contact
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "477952f5-e480-46e6-91f0-03cf41e149b1",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "0e71e284-6108-4784-b0c5-b3e96eb0aa20",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteCustomerContact = async (id: string,
    contactId: string,
    headers?: DeleteCustomerContactHeaders, options?: RequestInit): Promise<deleteCustomerContactResponse> => {
  
  return sextantFetch<deleteCustomerContactResponse>(getDeleteCustomerContactUrl(id,contactId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The opportunities linked to a customer, newest link first, each with the template step instance it is pinned to (stepInstanceId, null when unpinned). Unpaged.
 * @summary List a customer's opportunities
 */
export type listCustomerOpportunitiesResponse200 = {
  data: CustomerOpportunityListResponse
  status: 200
}

export type listCustomerOpportunitiesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomerOpportunitiesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomerOpportunitiesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomerOpportunitiesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomerOpportunitiesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomerOpportunitiesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomerOpportunitiesResponseSuccess = (listCustomerOpportunitiesResponse200) & {
  headers: Headers;
};
export type listCustomerOpportunitiesResponseError = (listCustomerOpportunitiesResponse400 | listCustomerOpportunitiesResponse401 | listCustomerOpportunitiesResponse403 | listCustomerOpportunitiesResponse404 | listCustomerOpportunitiesResponse429 | listCustomerOpportunitiesResponse500) & {
  headers: Headers;
};

export type listCustomerOpportunitiesResponse = (listCustomerOpportunitiesResponseSuccess | listCustomerOpportunitiesResponseError)

export const getListCustomerOpportunitiesUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/opportunities`
}

/**
 * List a customer's opportunities
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *       "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *       "opportunityRef": "OPP-7",
 *       "title": "Guided onboarding checklist",
 *       "state": "backlog",
 *       "stepInstanceId": null,
 *       "createdAt": "2026-03-02T09:00:00.000Z"
 *     }
 *   …
 */
export const listCustomerOpportunities = async (id: string, options?: RequestInit): Promise<listCustomerOpportunitiesResponse> => {
  
  return sextantFetch<listCustomerOpportunitiesResponse>(getListCustomerOpportunitiesUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Links an opportunity (UUID or OPP-7) to a customer, optionally pinned to one step instance of the opportunity's template; stepInstanceId omitted or null unpins. Idempotent: linking a linked opportunity again only sets the pin. Returns the link.
 * @summary Link an opportunity to a customer
 */
export type linkCustomerOpportunityResponse200 = {
  data: CustomerOpportunitySavedResponse
  status: 200
}

export type linkCustomerOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type linkCustomerOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type linkCustomerOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type linkCustomerOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type linkCustomerOpportunityResponse409 = {
  data: ConflictResponse
  status: 409
}

export type linkCustomerOpportunityResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type linkCustomerOpportunityResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type linkCustomerOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type linkCustomerOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type linkCustomerOpportunityResponseSuccess = (linkCustomerOpportunityResponse200) & {
  headers: Headers;
};
export type linkCustomerOpportunityResponseError = (linkCustomerOpportunityResponse400 | linkCustomerOpportunityResponse401 | linkCustomerOpportunityResponse403 | linkCustomerOpportunityResponse404 | linkCustomerOpportunityResponse409 | linkCustomerOpportunityResponse413 | linkCustomerOpportunityResponse415 | linkCustomerOpportunityResponse429 | linkCustomerOpportunityResponse500) & {
  headers: Headers;
};

export type linkCustomerOpportunityResponse = (linkCustomerOpportunityResponseSuccess | linkCustomerOpportunityResponseError)

export const getLinkCustomerOpportunityUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/opportunities`
}

/**
 * Link an opportunity to a customer
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "opportunityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "opportunityRef": "OPP-7",
 *     "title": "Guided onboarding checklist",
 *     "state": "backlog",
 *     "stepInstanceId": null,
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *   …
 */
export const linkCustomerOpportunity = async (id: string,
    linkCustomerOpportunityBody: LinkCustomerOpportunityBody,
    headers?: LinkCustomerOpportunityHeaders, options?: RequestInit): Promise<linkCustomerOpportunityResponse> => {
  
  return sextantFetch<linkCustomerOpportunityResponse>(getLinkCustomerOpportunityUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      linkCustomerOpportunityBody,)
  }
);}


/**
 * Removes the link between a customer and an opportunity; the opportunity stays. 404 when they are not linked. Returns {id, deleted: true} with the opportunity's id.
 * @summary Unlink an opportunity from a customer
 */
export type unlinkCustomerOpportunityResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type unlinkCustomerOpportunityResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type unlinkCustomerOpportunityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type unlinkCustomerOpportunityResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type unlinkCustomerOpportunityResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type unlinkCustomerOpportunityResponse409 = {
  data: ConflictResponse
  status: 409
}

export type unlinkCustomerOpportunityResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type unlinkCustomerOpportunityResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type unlinkCustomerOpportunityResponseSuccess = (unlinkCustomerOpportunityResponse200) & {
  headers: Headers;
};
export type unlinkCustomerOpportunityResponseError = (unlinkCustomerOpportunityResponse400 | unlinkCustomerOpportunityResponse401 | unlinkCustomerOpportunityResponse403 | unlinkCustomerOpportunityResponse404 | unlinkCustomerOpportunityResponse409 | unlinkCustomerOpportunityResponse429 | unlinkCustomerOpportunityResponse500) & {
  headers: Headers;
};

export type unlinkCustomerOpportunityResponse = (unlinkCustomerOpportunityResponseSuccess | unlinkCustomerOpportunityResponseError)

export const getUnlinkCustomerOpportunityUrl = (id: string,
    opportunityId: string,) => {


  

  return `/api/v1/customers/${id}/opportunities/${opportunityId}`
}

/**
 * Unlink an opportunity from a customer
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "63da87b3-373e-440f-9683-4f1176d6af42",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const unlinkCustomerOpportunity = async (id: string,
    opportunityId: string,
    headers?: UnlinkCustomerOpportunityHeaders, options?: RequestInit): Promise<unlinkCustomerOpportunityResponse> => {
  
  return sextantFetch<unlinkCustomerOpportunityResponse>(getUnlinkCustomerOpportunityUrl(id,opportunityId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * A customer's feed, newest first: account notes, status updates posted on its linked opportunities, decisions on its insights, and linked opportunities completed (shipped). Paged.
 * @summary Read a customer's feed
 */
export type listCustomerUpdatesResponse200 = {
  data: CustomerUpdateListResponse
  status: 200
}

export type listCustomerUpdatesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomerUpdatesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomerUpdatesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomerUpdatesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomerUpdatesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomerUpdatesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomerUpdatesResponseSuccess = (listCustomerUpdatesResponse200) & {
  headers: Headers;
};
export type listCustomerUpdatesResponseError = (listCustomerUpdatesResponse400 | listCustomerUpdatesResponse401 | listCustomerUpdatesResponse403 | listCustomerUpdatesResponse404 | listCustomerUpdatesResponse429 | listCustomerUpdatesResponse500) & {
  headers: Headers;
};

export type listCustomerUpdatesResponse = (listCustomerUpdatesResponseSuccess | listCustomerUpdatesResponseError)

export const getListCustomerUpdatesUrl = (id: string,
    params?: ListCustomerUpdatesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/customers/${id}/updates?${stringifiedParams}` : `/api/v1/customers/${id}/updates`
}

/**
 * Read a customer's feed
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "790c7b1e-0ef3-4064-89a6-740349bec3e6",
 *       "kind": "note",
 *       "body": "QBR went well; they want SSO before renewal in March.",
 *       "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *       "entityType": "customer",
 *       "entityId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *       "entityRef": "CUS-1",
 *       "createdAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const listCustomerUpdates = async (id: string,
    params?: ListCustomerUpdatesParams, options?: RequestInit): Promise<listCustomerUpdatesResponse> => {
  
  return sextantFetch<listCustomerUpdatesResponse>(getListCustomerUpdatesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Posts a note to a customer's feed: what happened on the account (a call, an escalation, a renewal signal). Returns the feed entry (201).
 * @summary Post an account note
 */
export type createCustomerUpdateResponse201 = {
  data: CustomerUpdateCreatedResponse
  status: 201
}

export type createCustomerUpdateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCustomerUpdateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCustomerUpdateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCustomerUpdateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCustomerUpdateResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCustomerUpdateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCustomerUpdateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCustomerUpdateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCustomerUpdateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCustomerUpdateResponseSuccess = (createCustomerUpdateResponse201) & {
  headers: Headers;
};
export type createCustomerUpdateResponseError = (createCustomerUpdateResponse400 | createCustomerUpdateResponse401 | createCustomerUpdateResponse403 | createCustomerUpdateResponse404 | createCustomerUpdateResponse409 | createCustomerUpdateResponse413 | createCustomerUpdateResponse415 | createCustomerUpdateResponse429 | createCustomerUpdateResponse500) & {
  headers: Headers;
};

export type createCustomerUpdateResponse = (createCustomerUpdateResponseSuccess | createCustomerUpdateResponseError)

export const getCreateCustomerUpdateUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/updates`
}

/**
 * Post an account note
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "790c7b1e-0ef3-4064-89a6-740349bec3e6",
 *     "kind": "note",
 *     "body": "QBR went well; they want SSO before renewal in March.",
 *     "authorId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "entityType": "customer",
 *     "entityId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "entityRef": "CUS-1",
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   …
 */
export const createCustomerUpdate = async (id: string,
    createCustomerUpdateBody: CreateCustomerUpdateBody,
    headers?: CreateCustomerUpdateHeaders, options?: RequestInit): Promise<createCustomerUpdateResponse> => {
  
  return sextantFetch<createCustomerUpdateResponse>(getCreateCustomerUpdateUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCustomerUpdateBody,)
  }
);}


/**
 * A customer's ARR history, oldest effective date first, each point with its delta from the one before (derived, never stored). Unpaged.
 * @summary List a customer's ARR points
 */
export type listCustomerArrPointsResponse200 = {
  data: ArrPointListResponse
  status: 200
}

export type listCustomerArrPointsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomerArrPointsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomerArrPointsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomerArrPointsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomerArrPointsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomerArrPointsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomerArrPointsResponseSuccess = (listCustomerArrPointsResponse200) & {
  headers: Headers;
};
export type listCustomerArrPointsResponseError = (listCustomerArrPointsResponse400 | listCustomerArrPointsResponse401 | listCustomerArrPointsResponse403 | listCustomerArrPointsResponse404 | listCustomerArrPointsResponse429 | listCustomerArrPointsResponse500) & {
  headers: Headers;
};

export type listCustomerArrPointsResponse = (listCustomerArrPointsResponseSuccess | listCustomerArrPointsResponseError)

export const getListCustomerArrPointsUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/arr`
}

/**
 * List a customer's ARR points
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "de957fff-189b-41ac-af1f-718381e8ce80",
 *       "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *       "level": 150000,
 *       "effectiveDate": "2026-01-02",
 *       "delta": null,
 *       "createdAt": "2026-03-02T09:00:00.000Z"
 *     }
 *   ],
 *   …
 */
export const listCustomerArrPoints = async (id: string, options?: RequestInit): Promise<listCustomerArrPointsResponse> => {
  
  return sextantFetch<listCustomerArrPointsResponse>(getListCustomerArrPointsUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Records that a customer's ARR was level from effectiveDate on. A date in the future is 400. When the point is the customer's latest (no point has a later effective date), it also sets the customer's current ARR. Returns the point with its delta (201).
 * @summary Record an ARR point
 */
export type createCustomerArrPointResponse201 = {
  data: ArrPointCreatedResponse
  status: 201
}

export type createCustomerArrPointResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCustomerArrPointResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCustomerArrPointResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCustomerArrPointResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCustomerArrPointResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCustomerArrPointResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCustomerArrPointResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCustomerArrPointResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCustomerArrPointResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCustomerArrPointResponseSuccess = (createCustomerArrPointResponse201) & {
  headers: Headers;
};
export type createCustomerArrPointResponseError = (createCustomerArrPointResponse400 | createCustomerArrPointResponse401 | createCustomerArrPointResponse403 | createCustomerArrPointResponse404 | createCustomerArrPointResponse409 | createCustomerArrPointResponse413 | createCustomerArrPointResponse415 | createCustomerArrPointResponse429 | createCustomerArrPointResponse500) & {
  headers: Headers;
};

export type createCustomerArrPointResponse = (createCustomerArrPointResponseSuccess | createCustomerArrPointResponseError)

export const getCreateCustomerArrPointUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/arr`
}

/**
 * Record an ARR point
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "de957fff-189b-41ac-af1f-718381e8ce80",
 *     "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "level": 150000,
 *     "effectiveDate": "2026-01-02",
 *     "delta": null,
 *     "createdAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "e7db43e8-907f-46dc-9612-dbb02fddf1fa",
 *   …
 */
export const createCustomerArrPoint = async (id: string,
    createCustomerArrPointBody: CreateCustomerArrPointBody,
    headers?: CreateCustomerArrPointHeaders, options?: RequestInit): Promise<createCustomerArrPointResponse> => {
  
  return sextantFetch<createCustomerArrPointResponse>(getCreateCustomerArrPointUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCustomerArrPointBody,)
  }
);}


/**
 * Deletes one ARR point of a customer; the customer's current ARR is not recomputed (set it with an update if it should change). Returns {id, deleted: true}.
 * @summary Delete an ARR point
 */
export type deleteCustomerArrPointResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteCustomerArrPointResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteCustomerArrPointResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteCustomerArrPointResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteCustomerArrPointResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteCustomerArrPointResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteCustomerArrPointResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteCustomerArrPointResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteCustomerArrPointResponseSuccess = (deleteCustomerArrPointResponse200) & {
  headers: Headers;
};
export type deleteCustomerArrPointResponseError = (deleteCustomerArrPointResponse400 | deleteCustomerArrPointResponse401 | deleteCustomerArrPointResponse403 | deleteCustomerArrPointResponse404 | deleteCustomerArrPointResponse409 | deleteCustomerArrPointResponse429 | deleteCustomerArrPointResponse500) & {
  headers: Headers;
};

export type deleteCustomerArrPointResponse = (deleteCustomerArrPointResponseSuccess | deleteCustomerArrPointResponseError)

export const getDeleteCustomerArrPointUrl = (id: string,
    arrPointId: string,) => {


  

  return `/api/v1/customers/${id}/arr/${arrPointId}`
}

/**
 * Delete an ARR point
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "9f86098e-c985-4e02-81ea-6dc88f6e5be0",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "9fb594f9-640a-4510-9e6c-1a25ece274f6",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteCustomerArrPoint = async (id: string,
    arrPointId: string,
    headers?: DeleteCustomerArrPointHeaders, options?: RequestInit): Promise<deleteCustomerArrPointResponse> => {
  
  return sextantFetch<deleteCustomerArrPointResponse>(getDeleteCustomerArrPointUrl(id,arrPointId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * A customer's onboarding: the template instance driving it and its milestones in order, each with DRI, the ARR tranche it unlocks, its task, attached work and due date. hasOnboarding is false when it was never started.
 * @summary Get a customer's onboarding
 */
export type getCustomerOnboardingResponse200 = {
  data: CustomerOnboardingResponse
  status: 200
}

export type getCustomerOnboardingResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getCustomerOnboardingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getCustomerOnboardingResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getCustomerOnboardingResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getCustomerOnboardingResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getCustomerOnboardingResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getCustomerOnboardingResponseSuccess = (getCustomerOnboardingResponse200) & {
  headers: Headers;
};
export type getCustomerOnboardingResponseError = (getCustomerOnboardingResponse400 | getCustomerOnboardingResponse401 | getCustomerOnboardingResponse403 | getCustomerOnboardingResponse404 | getCustomerOnboardingResponse429 | getCustomerOnboardingResponse500) & {
  headers: Headers;
};

export type getCustomerOnboardingResponse = (getCustomerOnboardingResponseSuccess | getCustomerOnboardingResponseError)

export const getGetCustomerOnboardingUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/onboarding`
}

/**
 * Get a customer's onboarding
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "customerId": "138b9925-5dbf-48aa-ae95-24fdad8380f3",
 *     "hasOnboarding": true,
 *     "instanceId": "ffae97f0-c04c-4c93-88a9-7cf867499568",
 *     "templateId": "ce43b53a-5f81-4a33-b103-c4d53ad93f1d",
 *     "templateName": "Enterprise onboarding",
 *     "status": "running",
 *     "milestones": [
 *       {
 *         "stepInstanceId": "e198a65a-3252-4864-92c2-97280dfbae17",
 *   …
 */
export const getCustomerOnboarding = async (id: string, options?: RequestInit): Promise<getCustomerOnboardingResponse> => {
  
  return sextantFetch<getCustomerOnboardingResponse>(getGetCustomerOnboardingUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Starts onboarding: applies templateId, else the org's default customer template (404 with how to make one when there is none), seeds the milestones from its steps and activates the first; a prospect or pilot becomes onboarding. Refused (409) while an onboarding runs, and for live, churned or lost customers. Returns the onboarding (201).
 * @summary Start a customer's onboarding
 */
export type startCustomerOnboardingResponse201 = {
  data: CustomerOnboardingCreatedResponse
  status: 201
}

export type startCustomerOnboardingResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type startCustomerOnboardingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type startCustomerOnboardingResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type startCustomerOnboardingResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type startCustomerOnboardingResponse409 = {
  data: ConflictResponse
  status: 409
}

export type startCustomerOnboardingResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type startCustomerOnboardingResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type startCustomerOnboardingResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type startCustomerOnboardingResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type startCustomerOnboardingResponseSuccess = (startCustomerOnboardingResponse201) & {
  headers: Headers;
};
export type startCustomerOnboardingResponseError = (startCustomerOnboardingResponse400 | startCustomerOnboardingResponse401 | startCustomerOnboardingResponse403 | startCustomerOnboardingResponse404 | startCustomerOnboardingResponse409 | startCustomerOnboardingResponse413 | startCustomerOnboardingResponse415 | startCustomerOnboardingResponse429 | startCustomerOnboardingResponse500) & {
  headers: Headers;
};

export type startCustomerOnboardingResponse = (startCustomerOnboardingResponseSuccess | startCustomerOnboardingResponseError)

export const getStartCustomerOnboardingUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/onboarding`
}

/**
 * Start a customer's onboarding
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "customerId": "138b9925-5dbf-48aa-ae95-24fdad8380f3",
 *     "hasOnboarding": true,
 *     "instanceId": "ffae97f0-c04c-4c93-88a9-7cf867499568",
 *     "templateId": "ce43b53a-5f81-4a33-b103-c4d53ad93f1d",
 *     "templateName": "Enterprise onboarding",
 *     "status": "running",
 *     "milestones": [
 *       {
 *         "stepInstanceId": "e198a65a-3252-4864-92c2-97280dfbae17",
 *   …
 */
export const startCustomerOnboarding = async (id: string,
    startCustomerOnboardingBody: StartCustomerOnboardingBody,
    headers?: StartCustomerOnboardingHeaders, options?: RequestInit): Promise<startCustomerOnboardingResponse> => {
  
  return sextantFetch<startCustomerOnboardingResponse>(getStartCustomerOnboardingUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      startCustomerOnboardingBody,)
  }
);}


/**
 * Completes the active onboarding milestone and activates the next: name it by stepInstanceId or by its template stepId (exactly one; 409 when it is not the active one). A completed milestone with an ARR tranche records an ARR point raising the customer's ARR by it. Advancing past the last milestone completes the onboarding, as complete does. Returns the onboarding.
 * @summary Advance a customer's onboarding
 */
export type advanceCustomerOnboardingResponse200 = {
  data: CustomerOnboardingSavedResponse
  status: 200
}

export type advanceCustomerOnboardingResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type advanceCustomerOnboardingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type advanceCustomerOnboardingResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type advanceCustomerOnboardingResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type advanceCustomerOnboardingResponse409 = {
  data: ConflictResponse
  status: 409
}

export type advanceCustomerOnboardingResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type advanceCustomerOnboardingResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type advanceCustomerOnboardingResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type advanceCustomerOnboardingResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type advanceCustomerOnboardingResponseSuccess = (advanceCustomerOnboardingResponse200) & {
  headers: Headers;
};
export type advanceCustomerOnboardingResponseError = (advanceCustomerOnboardingResponse400 | advanceCustomerOnboardingResponse401 | advanceCustomerOnboardingResponse403 | advanceCustomerOnboardingResponse404 | advanceCustomerOnboardingResponse409 | advanceCustomerOnboardingResponse413 | advanceCustomerOnboardingResponse415 | advanceCustomerOnboardingResponse429 | advanceCustomerOnboardingResponse500) & {
  headers: Headers;
};

export type advanceCustomerOnboardingResponse = (advanceCustomerOnboardingResponseSuccess | advanceCustomerOnboardingResponseError)

export const getAdvanceCustomerOnboardingUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/onboarding/advance`
}

/**
 * Advance a customer's onboarding
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "customerId": "138b9925-5dbf-48aa-ae95-24fdad8380f3",
 *     "hasOnboarding": true,
 *     "instanceId": "ffae97f0-c04c-4c93-88a9-7cf867499568",
 *     "templateId": "ce43b53a-5f81-4a33-b103-c4d53ad93f1d",
 *     "templateName": "Enterprise onboarding",
 *     "status": "running",
 *     "milestones": [
 *       {
 *         "stepInstanceId": "e198a65a-3252-4864-92c2-97280dfbae17",
 *   …
 */
export const advanceCustomerOnboarding = async (id: string,
    advanceCustomerOnboardingBody: AdvanceCustomerOnboardingBody,
    headers?: AdvanceCustomerOnboardingHeaders, options?: RequestInit): Promise<advanceCustomerOnboardingResponse> => {
  
  return sextantFetch<advanceCustomerOnboardingResponse>(getAdvanceCustomerOnboardingUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      advanceCustomerOnboardingBody,)
  }
);}


/**
 * Makes a prospect, onboarding or pilot customer live: a running onboarding lands on its Completed step (remaining milestones skipped), customerSince is stamped (today, when not set) and the customer's followers are notified. Never revives a churned or lost customer (409), and a live one is 409. Returns the customer.
 * @summary Complete a customer's onboarding
 */
export type completeCustomerOnboardingResponse200 = {
  data: CustomerSavedResponse
  status: 200
}

export type completeCustomerOnboardingResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type completeCustomerOnboardingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type completeCustomerOnboardingResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type completeCustomerOnboardingResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type completeCustomerOnboardingResponse409 = {
  data: ConflictResponse
  status: 409
}

export type completeCustomerOnboardingResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type completeCustomerOnboardingResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type completeCustomerOnboardingResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type completeCustomerOnboardingResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type completeCustomerOnboardingResponseSuccess = (completeCustomerOnboardingResponse200) & {
  headers: Headers;
};
export type completeCustomerOnboardingResponseError = (completeCustomerOnboardingResponse400 | completeCustomerOnboardingResponse401 | completeCustomerOnboardingResponse403 | completeCustomerOnboardingResponse404 | completeCustomerOnboardingResponse409 | completeCustomerOnboardingResponse413 | completeCustomerOnboardingResponse415 | completeCustomerOnboardingResponse429 | completeCustomerOnboardingResponse500) & {
  headers: Headers;
};

export type completeCustomerOnboardingResponse = (completeCustomerOnboardingResponseSuccess | completeCustomerOnboardingResponseError)

export const getCompleteCustomerOnboardingUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/onboarding/complete`
}

/**
 * Complete a customer's onboarding
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "138b9925-5dbf-48aa-ae95-24fdad8380f3",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "CUS-2",
 *     "number": 2,
 *     "name": "Globex Logistics",
 *     "status": "live",
 *     "ownerId": null,
 *     "arr": 72000,
 *     "health": null,
 *   …
 */
export const completeCustomerOnboarding = async (id: string,
    completeCustomerOnboardingBody: CompleteCustomerOnboardingBody,
    headers?: CompleteCustomerOnboardingHeaders, options?: RequestInit): Promise<completeCustomerOnboardingResponse> => {
  
  return sextantFetch<completeCustomerOnboardingResponse>(getCompleteCustomerOnboardingUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      completeCustomerOnboardingBody,)
  }
);}


/**
 * Sets a milestone's DRI (a user, or me), the ARR tranche it unlocks (null clears it) or its task (setting taskId also needs task:update; null clears it). Returns the milestone.
 * @summary Update an onboarding milestone
 */
export type updateCustomerOnboardingStepResponse200 = {
  data: OnboardingMilestoneSavedResponse
  status: 200
}

export type updateCustomerOnboardingStepResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateCustomerOnboardingStepResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateCustomerOnboardingStepResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateCustomerOnboardingStepResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateCustomerOnboardingStepResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateCustomerOnboardingStepResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateCustomerOnboardingStepResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateCustomerOnboardingStepResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateCustomerOnboardingStepResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateCustomerOnboardingStepResponseSuccess = (updateCustomerOnboardingStepResponse200) & {
  headers: Headers;
};
export type updateCustomerOnboardingStepResponseError = (updateCustomerOnboardingStepResponse400 | updateCustomerOnboardingStepResponse401 | updateCustomerOnboardingStepResponse403 | updateCustomerOnboardingStepResponse404 | updateCustomerOnboardingStepResponse409 | updateCustomerOnboardingStepResponse413 | updateCustomerOnboardingStepResponse415 | updateCustomerOnboardingStepResponse429 | updateCustomerOnboardingStepResponse500) & {
  headers: Headers;
};

export type updateCustomerOnboardingStepResponse = (updateCustomerOnboardingStepResponseSuccess | updateCustomerOnboardingStepResponseError)

export const getUpdateCustomerOnboardingStepUrl = (id: string,
    stepInstanceId: string,) => {


  

  return `/api/v1/customers/${id}/onboarding/steps/${stepInstanceId}`
}

/**
 * Update an onboarding milestone
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "stepInstanceId": "e198a65a-3252-4864-92c2-97280dfbae17",
 *     "stepId": "c39b1102-6972-4394-83e6-57ef8dedd218",
 *     "title": "Kickoff call",
 *     "position": 1,
 *     "terminal": null,
 *     "status": "active",
 *     "driId": "a1a55103-d4ed-4d43-908b-f6691609576b",
 *     "arrTranche": 24000,
 *     "taskId": null,
 *   …
 */
export const updateCustomerOnboardingStep = async (id: string,
    stepInstanceId: string,
    updateCustomerOnboardingStepBody: UpdateCustomerOnboardingStepBody,
    headers?: UpdateCustomerOnboardingStepHeaders, options?: RequestInit): Promise<updateCustomerOnboardingStepResponse> => {
  
  return sextantFetch<updateCustomerOnboardingStepResponse>(getUpdateCustomerOnboardingStepUrl(id,stepInstanceId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateCustomerOnboardingStepBody,)
  }
);}


/**
 * Creates a task (kind task: needs task:create and teamId) or an opportunity (kind opportunity: needs opportunity:create) for an onboarding milestone and attaches it: the task carries the milestone as its onboardingStepInstanceId; the opportunity is linked to the customer, pinned to the milestone. Returns {kind, id, ref} (201).
 * @summary Create work for an onboarding milestone
 */
export type createCustomerOnboardingStepWorkResponse201 = {
  data: CreateCustomerOnboardingStepWork201
  status: 201
}

export type createCustomerOnboardingStepWorkResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCustomerOnboardingStepWorkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCustomerOnboardingStepWorkResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCustomerOnboardingStepWorkResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCustomerOnboardingStepWorkResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCustomerOnboardingStepWorkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCustomerOnboardingStepWorkResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCustomerOnboardingStepWorkResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCustomerOnboardingStepWorkResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCustomerOnboardingStepWorkResponseSuccess = (createCustomerOnboardingStepWorkResponse201) & {
  headers: Headers;
};
export type createCustomerOnboardingStepWorkResponseError = (createCustomerOnboardingStepWorkResponse400 | createCustomerOnboardingStepWorkResponse401 | createCustomerOnboardingStepWorkResponse403 | createCustomerOnboardingStepWorkResponse404 | createCustomerOnboardingStepWorkResponse409 | createCustomerOnboardingStepWorkResponse413 | createCustomerOnboardingStepWorkResponse415 | createCustomerOnboardingStepWorkResponse429 | createCustomerOnboardingStepWorkResponse500) & {
  headers: Headers;
};

export type createCustomerOnboardingStepWorkResponse = (createCustomerOnboardingStepWorkResponseSuccess | createCustomerOnboardingStepWorkResponseError)

export const getCreateCustomerOnboardingStepWorkUrl = (id: string,
    stepInstanceId: string,) => {


  

  return `/api/v1/customers/${id}/onboarding/steps/${stepInstanceId}/work`
}

/**
 * Create work for an onboarding milestone
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "kind": "task",
 *     "id": "252c9495-2445-4a3e-92de-a4777c6325e1",
 *     "ref": "ENG-20"
 *   },
 *   "meta": {
 *     "requestId": "f381227d-c579-4e50-b6c5-016eeb285cec",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const createCustomerOnboardingStepWork = async (id: string,
    stepInstanceId: string,
    createCustomerOnboardingStepWorkBody: CreateCustomerOnboardingStepWorkBody,
    headers?: CreateCustomerOnboardingStepWorkHeaders, options?: RequestInit): Promise<createCustomerOnboardingStepWorkResponse> => {
  
  return sextantFetch<createCustomerOnboardingStepWorkResponse>(getCreateCustomerOnboardingStepWorkUrl(id,stepInstanceId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCustomerOnboardingStepWorkBody,)
  }
);}


/**
 * A customer's stored pre-meeting reviews, newest first. Paged.
 * @summary List a customer's reviews
 */
export type listCustomerReviewsResponse200 = {
  data: CustomerReviewListResponse
  status: 200
}

export type listCustomerReviewsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCustomerReviewsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCustomerReviewsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCustomerReviewsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCustomerReviewsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCustomerReviewsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCustomerReviewsResponseSuccess = (listCustomerReviewsResponse200) & {
  headers: Headers;
};
export type listCustomerReviewsResponseError = (listCustomerReviewsResponse400 | listCustomerReviewsResponse401 | listCustomerReviewsResponse403 | listCustomerReviewsResponse404 | listCustomerReviewsResponse429 | listCustomerReviewsResponse500) & {
  headers: Headers;
};

export type listCustomerReviewsResponse = (listCustomerReviewsResponseSuccess | listCustomerReviewsResponseError)

export const getListCustomerReviewsUrl = (id: string,
    params?: ListCustomerReviewsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/customers/${id}/reviews?${stringifiedParams}` : `/api/v1/customers/${id}/reviews`
}

/**
 * List a customer's reviews
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "0e9d6604-34ed-4480-a7c9-8118fb204009",
 *       "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *       "from": "2026-01-02",
 *       "to": "2026-03-02",
 *       "sections": {
 *         "newAsks": [
 *           {
 *             "ref": "INS-1",
 *   …
 */
export const listCustomerReviews = async (id: string,
    params?: ListCustomerReviewsParams, options?: RequestInit): Promise<listCustomerReviewsResponse> => {
  
  return sextantFetch<listCustomerReviewsResponse>(getListCustomerReviewsUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Builds and stores a pre-meeting digest of a customer since from: new asks, shipped work, feed updates, overdue commitments, delayed work and stuck asks (created or in review for 30+ days), with a narrative written from them. from is a date, not in the future. Returns the review (201).
 * @summary Build a customer review
 */
export type createCustomerReviewResponse201 = {
  data: CustomerReviewCreatedResponse
  status: 201
}

export type createCustomerReviewResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCustomerReviewResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCustomerReviewResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCustomerReviewResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCustomerReviewResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCustomerReviewResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCustomerReviewResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCustomerReviewResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCustomerReviewResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCustomerReviewResponseSuccess = (createCustomerReviewResponse201) & {
  headers: Headers;
};
export type createCustomerReviewResponseError = (createCustomerReviewResponse400 | createCustomerReviewResponse401 | createCustomerReviewResponse403 | createCustomerReviewResponse404 | createCustomerReviewResponse409 | createCustomerReviewResponse413 | createCustomerReviewResponse415 | createCustomerReviewResponse429 | createCustomerReviewResponse500) & {
  headers: Headers;
};

export type createCustomerReviewResponse = (createCustomerReviewResponseSuccess | createCustomerReviewResponseError)

export const getCreateCustomerReviewUrl = (id: string,) => {


  

  return `/api/v1/customers/${id}/reviews`
}

/**
 * Build a customer review
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0e9d6604-34ed-4480-a7c9-8118fb204009",
 *     "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "from": "2026-01-02",
 *     "to": "2026-03-02",
 *     "sections": {
 *       "newAsks": [
 *         {
 *           "ref": "INS-1",
 *           "status": "created",
 *   …
 */
export const createCustomerReview = async (id: string,
    createCustomerReviewBody: CreateCustomerReviewBody,
    headers?: CreateCustomerReviewHeaders, options?: RequestInit): Promise<createCustomerReviewResponse> => {
  
  return sextantFetch<createCustomerReviewResponse>(getCreateCustomerReviewUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCustomerReviewBody,)
  }
);}


/**
 * One stored review of the customer.
 * @summary Get a customer review
 */
export type getCustomerReviewResponse200 = {
  data: CustomerReviewResponse
  status: 200
}

export type getCustomerReviewResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getCustomerReviewResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getCustomerReviewResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getCustomerReviewResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getCustomerReviewResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getCustomerReviewResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getCustomerReviewResponseSuccess = (getCustomerReviewResponse200) & {
  headers: Headers;
};
export type getCustomerReviewResponseError = (getCustomerReviewResponse400 | getCustomerReviewResponse401 | getCustomerReviewResponse403 | getCustomerReviewResponse404 | getCustomerReviewResponse429 | getCustomerReviewResponse500) & {
  headers: Headers;
};

export type getCustomerReviewResponse = (getCustomerReviewResponseSuccess | getCustomerReviewResponseError)

export const getGetCustomerReviewUrl = (id: string,
    reviewId: string,) => {


  

  return `/api/v1/customers/${id}/reviews/${reviewId}`
}

/**
 * Get a customer review
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "0e9d6604-34ed-4480-a7c9-8118fb204009",
 *     "customerId": "440eeb85-91fc-4a49-8fec-12e3bbc5ed98",
 *     "from": "2026-01-02",
 *     "to": "2026-03-02",
 *     "sections": {
 *       "newAsks": [
 *         {
 *           "ref": "INS-1",
 *           "status": "created",
 *   …
 */
export const getCustomerReview = async (id: string,
    reviewId: string, options?: RequestInit): Promise<getCustomerReviewResponse> => {
  
  return sextantFetch<getCustomerReviewResponse>(getGetCustomerReviewUrl(id,reviewId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


