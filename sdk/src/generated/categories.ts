/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  CategoryCreatedResponse,
  CategoryListResponse,
  CategoryResponse,
  CategorySavedResponse,
  ConflictResponse,
  CreateCategoryBody,
  CreateCategoryHeaders,
  DeleteCategoryHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListCategoriesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UpdateCategoryBody,
  UpdateCategoryHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's categories in their sort order (then by label), including the system categories Bug and Incident that every org has. Use it to find the categoryId to file a task or opportunity under. Each category has its label, slug, color, sortOrder and whether it is a system one. Paged.
 * @summary List categories
 */
export type listCategoriesResponse200 = {
  data: CategoryListResponse
  status: 200
}

export type listCategoriesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listCategoriesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCategoriesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listCategoriesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCategoriesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listCategoriesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listCategoriesResponseSuccess = (listCategoriesResponse200) & {
  headers: Headers;
};
export type listCategoriesResponseError = (listCategoriesResponse400 | listCategoriesResponse401 | listCategoriesResponse403 | listCategoriesResponse404 | listCategoriesResponse429 | listCategoriesResponse500) & {
  headers: Headers;
};

export type listCategoriesResponse = (listCategoriesResponseSuccess | listCategoriesResponseError)

export const getListCategoriesUrl = (params?: ListCategoriesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/categories?${stringifiedParams}` : `/api/v1/categories`
}

/**
 * List categories
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "b7cda550-eb63-4662-9771-9969052aebc6",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "label": "Bug",
 *       "slug": "bug",
 *       "color": "#d73a4a",
 *       "sortOrder": 0,
 *       "system": true,
 *       "createdAt": "2026-03-02T09:00:00.000Z",
 *   …
 */
export const listCategories = async (params?: ListCategoriesParams, options?: RequestInit): Promise<listCategoriesResponse> => {
  
  return sextantFetch<listCategoriesResponse>(getListCategoriesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a category with a label and an optional color (default #6e7781). Its slug is derived from the label (lower case, dashes) and made unique in the org with a numeric suffix (bug-2); it never changes afterwards. It goes last in the sort order unless sortOrder is given. Returns the category.
 * @summary Create a category
 */
export type createCategoryResponse201 = {
  data: CategoryCreatedResponse
  status: 201
}

export type createCategoryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createCategoryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCategoryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createCategoryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCategoryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createCategoryResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCategoryResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createCategoryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createCategoryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createCategoryResponseSuccess = (createCategoryResponse201) & {
  headers: Headers;
};
export type createCategoryResponseError = (createCategoryResponse400 | createCategoryResponse401 | createCategoryResponse403 | createCategoryResponse404 | createCategoryResponse409 | createCategoryResponse413 | createCategoryResponse415 | createCategoryResponse429 | createCategoryResponse500) & {
  headers: Headers;
};

export type createCategoryResponse = (createCategoryResponseSuccess | createCategoryResponseError)

export const getCreateCategoryUrl = () => {


  

  return `/api/v1/categories`
}

/**
 * Create a category
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4ff6e09f-7cac-4c0e-bca7-495d3c0c43ac",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "label": "Tech debt",
 *     "slug": "tech-debt",
 *     "color": "#fbca04",
 *     "sortOrder": 2,
 *     "system": false,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const createCategory = async (createCategoryBody: CreateCategoryBody,
    headers?: CreateCategoryHeaders, options?: RequestInit): Promise<createCategoryResponse> => {
  
  return sextantFetch<createCategoryResponse>(getCreateCategoryUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createCategoryBody,)
  }
);}


/**
 * One category of the org by UUID with its label, slug, color, sortOrder and system flag. 404 when it does not exist or belongs to another org.
 * @summary Get a category
 */
export type getCategoryResponse200 = {
  data: CategoryResponse
  status: 200
}

export type getCategoryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getCategoryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getCategoryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getCategoryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getCategoryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getCategoryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getCategoryResponseSuccess = (getCategoryResponse200) & {
  headers: Headers;
};
export type getCategoryResponseError = (getCategoryResponse400 | getCategoryResponse401 | getCategoryResponse403 | getCategoryResponse404 | getCategoryResponse429 | getCategoryResponse500) & {
  headers: Headers;
};

export type getCategoryResponse = (getCategoryResponseSuccess | getCategoryResponseError)

export const getGetCategoryUrl = (id: string,) => {


  

  return `/api/v1/categories/${id}`
}

/**
 * Get a category
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4ff6e09f-7cac-4c0e-bca7-495d3c0c43ac",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "label": "Tech debt",
 *     "slug": "tech-debt",
 *     "color": "#fbca04",
 *     "sortOrder": 2,
 *     "system": false,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   …
 */
export const getCategory = async (id: string, options?: RequestInit): Promise<getCategoryResponse> => {
  
  return sextantFetch<getCategoryResponse>(getGetCategoryUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a category's label, color or sortOrder; omitted fields stay. The slug never changes, even when the label does. System categories (Bug, Incident) may be relabelled, recoloured and reordered. Returns the category.
 * @summary Update a category
 */
export type updateCategoryResponse200 = {
  data: CategorySavedResponse
  status: 200
}

export type updateCategoryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateCategoryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateCategoryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateCategoryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateCategoryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateCategoryResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateCategoryResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateCategoryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateCategoryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateCategoryResponseSuccess = (updateCategoryResponse200) & {
  headers: Headers;
};
export type updateCategoryResponseError = (updateCategoryResponse400 | updateCategoryResponse401 | updateCategoryResponse403 | updateCategoryResponse404 | updateCategoryResponse409 | updateCategoryResponse413 | updateCategoryResponse415 | updateCategoryResponse429 | updateCategoryResponse500) & {
  headers: Headers;
};

export type updateCategoryResponse = (updateCategoryResponseSuccess | updateCategoryResponseError)

export const getUpdateCategoryUrl = (id: string,) => {


  

  return `/api/v1/categories/${id}`
}

/**
 * Update a category
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "4ff6e09f-7cac-4c0e-bca7-495d3c0c43ac",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "label": "Tech debt",
 *     "slug": "tech-debt",
 *     "color": "#0e8a16",
 *     "sortOrder": 3,
 *     "system": false,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:01:00.000Z"
 *   …
 */
export const updateCategory = async (id: string,
    updateCategoryBody: UpdateCategoryBody,
    headers?: UpdateCategoryHeaders, options?: RequestInit): Promise<updateCategoryResponse> => {
  
  return sextantFetch<updateCategoryResponse>(getUpdateCategoryUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateCategoryBody,)
  }
);}


/**
 * Deletes a category of the org. Refused with 409 for a system category (error.data.system true) and for one that tasks or opportunities are filed under or time is logged on (error.data names the counts, tasks, opportunities and timeEntries): move them to another category first. Returns {id, deleted: true}.
 * @summary Delete a category
 */
export type deleteCategoryResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteCategoryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteCategoryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteCategoryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteCategoryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteCategoryResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteCategoryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteCategoryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteCategoryResponseSuccess = (deleteCategoryResponse200) & {
  headers: Headers;
};
export type deleteCategoryResponseError = (deleteCategoryResponse400 | deleteCategoryResponse401 | deleteCategoryResponse403 | deleteCategoryResponse404 | deleteCategoryResponse409 | deleteCategoryResponse429 | deleteCategoryResponse500) & {
  headers: Headers;
};

export type deleteCategoryResponse = (deleteCategoryResponseSuccess | deleteCategoryResponseError)

export const getDeleteCategoryUrl = (id: string,) => {


  

  return `/api/v1/categories/${id}`
}

/**
 * Delete a category
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "a0c078d9-2341-4aae-a9a0-c1d2f0bc1fc0",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "36d541f9-8537-4162-9d11-b4e39e65d0ca",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteCategory = async (id: string,
    headers?: DeleteCategoryHeaders, options?: RequestInit): Promise<deleteCategoryResponse> => {
  
  return sextantFetch<deleteCategoryResponse>(getDeleteCategoryUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


