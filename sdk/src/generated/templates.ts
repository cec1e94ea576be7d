/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  AddTemplateStepBody,
  AddTemplateStepHeaders,
  BadRequestResponse,
  ConflictResponse,
  CreateTemplateBody,
  CreateTemplateHeaders,
  DeleteTemplateHeaders,
  DeleteTemplateStepHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  HandoffTemplateStepBody,
  HandoffTemplateStepHeaders,
  InternalErrorResponse,
  ListTemplatesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  ReassignTemplateBody,
  ReassignTemplateHeaders,
  StartTemplateInstanceBody,
  StartTemplateInstanceHeaders,
  SwapTemplateInstanceBody,
  SwapTemplateInstanceHeaders,
  TemplateCreatedResponse,
  TemplateEntityType,
  TemplateInstanceCreatedResponse,
  TemplateInstanceResponse,
  TemplateInstanceSavedResponse,
  TemplateListResponse,
  TemplateResponse,
  TemplateSavedResponse,
  TemplateUsageResponse,
  TemplateUsageSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse,
  UpdateStepInstanceBody,
  UpdateStepInstanceHeaders,
  UpdateTemplateBody,
  UpdateTemplateHeaders,
  UpdateTemplateStepBody,
  UpdateTemplateStepHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * The org's workflow templates by name, each with its ordered steps; filter by defaultEntityType. Paged.
 * @summary List workflow templates
 */
export type listTemplatesResponse200 = {
  data: TemplateListResponse
  status: 200
}

export type listTemplatesResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTemplatesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTemplatesResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTemplatesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTemplatesResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTemplatesResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTemplatesResponseSuccess = (listTemplatesResponse200) & {
  headers: Headers;
};
export type listTemplatesResponseError = (listTemplatesResponse400 | listTemplatesResponse401 | listTemplatesResponse403 | listTemplatesResponse404 | listTemplatesResponse429 | listTemplatesResponse500) & {
  headers: Headers;
};

export type listTemplatesResponse = (listTemplatesResponseSuccess | listTemplatesResponseError)

export const getListTemplatesUrl = (params?: ListTemplatesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/templates?${stringifiedParams}` : `/api/v1/templates`
}

/**
 * List workflow templates
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [],
 *   "meta": {
 *     "requestId": "37755d1e-0908-4b1f-b3d8-5f1659725461",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1",
 *     "pagination": {
 *       "nextCursor": null
 *     }
 *   },
 *   "pagination": {
 *   …
 */
export const listTemplates = async (params?: ListTemplatesParams, options?: RequestInit): Promise<listTemplatesResponse> => {
  
  return sextantFetch<listTemplatesResponse>(getListTemplatesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a template with the given ordered steps (optional) followed by the system-managed terminal steps Completed and Cancelled. A step's defaultDriUserId defaults to the caller. isDefault true makes it the one default template of its defaultEntityType (the previous default stops being one). Returns the template with its steps.
 * @summary Create a workflow template
 */
export type createTemplateResponse201 = {
  data: TemplateCreatedResponse
  status: 201
}

export type createTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTemplateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTemplateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTemplateResponseSuccess = (createTemplateResponse201) & {
  headers: Headers;
};
export type createTemplateResponseError = (createTemplateResponse400 | createTemplateResponse401 | createTemplateResponse403 | createTemplateResponse404 | createTemplateResponse413 | createTemplateResponse415 | createTemplateResponse429 | createTemplateResponse500) & {
  headers: Headers;
};

export type createTemplateResponse = (createTemplateResponseSuccess | createTemplateResponseError)

export const getCreateTemplateUrl = () => {


  

  return `/api/v1/templates`
}

/**
 * Create a workflow template
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Discovery to delivery",
 *     "description": "How an opportunity goes from a validated problem to a shipped change.",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": true,
 *     "steps": [
 *       {
 *         "id": "260b77da-0667-4c08-97d6-b0bc0bc50e8f",
 *   …
 */
export const createTemplate = async (createTemplateBody: CreateTemplateBody,
    headers?: CreateTemplateHeaders, options?: RequestInit): Promise<createTemplateResponse> => {
  
  return sextantFetch<createTemplateResponse>(getCreateTemplateUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createTemplateBody,)
  }
);}


/**
 * Moves an instance to a target step: with markComplete the active step is completed (otherwise it is paused), the target (pending or paused) becomes active, and its owner gets a notification carrying message. Returns the instance.
 * @summary Hand off to another step
 */
export type handoffTemplateStepResponse200 = {
  data: TemplateInstanceSavedResponse
  status: 200
}

export type handoffTemplateStepResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type handoffTemplateStepResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type handoffTemplateStepResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type handoffTemplateStepResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type handoffTemplateStepResponse409 = {
  data: ConflictResponse
  status: 409
}

export type handoffTemplateStepResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type handoffTemplateStepResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type handoffTemplateStepResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type handoffTemplateStepResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type handoffTemplateStepResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type handoffTemplateStepResponseSuccess = (handoffTemplateStepResponse200) & {
  headers: Headers;
};
export type handoffTemplateStepResponseError = (handoffTemplateStepResponse400 | handoffTemplateStepResponse401 | handoffTemplateStepResponse403 | handoffTemplateStepResponse404 | handoffTemplateStepResponse409 | handoffTemplateStepResponse413 | handoffTemplateStepResponse415 | handoffTemplateStepResponse422 | handoffTemplateStepResponse429 | handoffTemplateStepResponse500) & {
  headers: Headers;
};

export type handoffTemplateStepResponse = (handoffTemplateStepResponseSuccess | handoffTemplateStepResponseError)

export const getHandoffTemplateStepUrl = () => {


  

  return `/api/v1/templates/handoff`
}

/**
 * Hand off to another step
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3df014b6-f6fb-427c-a6a5-954543a92140",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "templateId": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "templateName": "Discovery to delivery",
 *     "entityType": "opportunity",
 *     "entityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "status": "running",
 *     "currentStep": {
 *       "id": "3cfbd0f5-5193-4247-a12e-e0653bf86428",
 *   …
 */
export const handoffTemplateStep = async (handoffTemplateStepBody: HandoffTemplateStepBody,
    headers?: HandoffTemplateStepHeaders, options?: RequestInit): Promise<handoffTemplateStepResponse> => {
  
  return sextantFetch<handoffTemplateStepResponse>(getHandoffTemplateStepUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      handoffTemplateStepBody,)
  }
);}


/**
 * The org's default template for opportunities, tasks or customers; 404 when none is set (make one with updateTemplate isDefault true).
 * @summary Get the default template of an entity type
 */
export type getDefaultTemplateResponse200 = {
  data: TemplateResponse
  status: 200
}

export type getDefaultTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getDefaultTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getDefaultTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getDefaultTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getDefaultTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getDefaultTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getDefaultTemplateResponseSuccess = (getDefaultTemplateResponse200) & {
  headers: Headers;
};
export type getDefaultTemplateResponseError = (getDefaultTemplateResponse400 | getDefaultTemplateResponse401 | getDefaultTemplateResponse403 | getDefaultTemplateResponse404 | getDefaultTemplateResponse429 | getDefaultTemplateResponse500) & {
  headers: Headers;
};

export type getDefaultTemplateResponse = (getDefaultTemplateResponseSuccess | getDefaultTemplateResponseError)

export const getGetDefaultTemplateUrl = (entityType: TemplateEntityType,) => {


  

  return `/api/v1/templates/default/${entityType}`
}

/**
 * Get the default template of an entity type
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Discovery to delivery",
 *     "description": "How an opportunity goes from a validated problem to a shipped change.",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": true,
 *     "steps": [
 *       {
 *         "id": "260b77da-0667-4c08-97d6-b0bc0bc50e8f",
 *   …
 */
export const getDefaultTemplate = async (entityType: TemplateEntityType, options?: RequestInit): Promise<getDefaultTemplateResponse> => {
  
  return sextantFetch<getDefaultTemplateResponse>(getGetDefaultTemplateUrl(entityType),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a step's title, description, default DRI, SLA or position among the non-terminal steps. The terminal Completed and Cancelled steps cannot be changed (422). Returns the template.
 * @summary Update a template step
 */
export type updateTemplateStepResponse200 = {
  data: TemplateSavedResponse
  status: 200
}

export type updateTemplateStepResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTemplateStepResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTemplateStepResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTemplateStepResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTemplateStepResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTemplateStepResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTemplateStepResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type updateTemplateStepResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTemplateStepResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTemplateStepResponseSuccess = (updateTemplateStepResponse200) & {
  headers: Headers;
};
export type updateTemplateStepResponseError = (updateTemplateStepResponse400 | updateTemplateStepResponse401 | updateTemplateStepResponse403 | updateTemplateStepResponse404 | updateTemplateStepResponse413 | updateTemplateStepResponse415 | updateTemplateStepResponse422 | updateTemplateStepResponse429 | updateTemplateStepResponse500) & {
  headers: Headers;
};

export type updateTemplateStepResponse = (updateTemplateStepResponseSuccess | updateTemplateStepResponseError)

export const getUpdateTemplateStepUrl = (stepId: string,) => {


  

  return `/api/v1/templates/steps/${stepId}`
}

/**
 * Update a template step
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Discovery to delivery",
 *     "description": "How an opportunity goes from a validated problem to a shipped change.",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": true,
 *     "steps": [
 *       {
 *         "id": "260b77da-0667-4c08-97d6-b0bc0bc50e8f",
 *   …
 */
export const updateTemplateStep = async (stepId: string,
    updateTemplateStepBody: UpdateTemplateStepBody,
    headers?: UpdateTemplateStepHeaders, options?: RequestInit): Promise<updateTemplateStepResponse> => {
  
  return sextantFetch<updateTemplateStepResponse>(getUpdateTemplateStepUrl(stepId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTemplateStepBody,)
  }
);}


/**
 * Deletes a non-terminal step; the steps after it move up. The terminal Completed and Cancelled steps cannot be deleted (422). Step instances made from it keep their copy. Returns the template.
 * @summary Delete a template step
 */
export type deleteTemplateStepResponse200 = {
  data: TemplateSavedResponse
  status: 200
}

export type deleteTemplateStepResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteTemplateStepResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteTemplateStepResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteTemplateStepResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteTemplateStepResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type deleteTemplateStepResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteTemplateStepResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteTemplateStepResponseSuccess = (deleteTemplateStepResponse200) & {
  headers: Headers;
};
export type deleteTemplateStepResponseError = (deleteTemplateStepResponse400 | deleteTemplateStepResponse401 | deleteTemplateStepResponse403 | deleteTemplateStepResponse404 | deleteTemplateStepResponse422 | deleteTemplateStepResponse429 | deleteTemplateStepResponse500) & {
  headers: Headers;
};

export type deleteTemplateStepResponse = (deleteTemplateStepResponseSuccess | deleteTemplateStepResponseError)

export const getDeleteTemplateStepUrl = (stepId: string,) => {


  

  return `/api/v1/templates/steps/${stepId}`
}

/**
 * Delete a template step
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "bb1580a1-f3f4-4b0f-be50-aed971562854",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Lightweight delivery",
 *     "description": "",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": false,
 *     "steps": [
 *       {
 *         "id": "6a1f9e7f-c715-4b72-83dc-1d865f915bd1",
 *   …
 */
export const deleteTemplateStep = async (stepId: string,
    headers?: DeleteTemplateStepHeaders, options?: RequestInit): Promise<deleteTemplateStepResponse> => {
  
  return sextantFetch<deleteTemplateStepResponse>(getDeleteTemplateStepUrl(stepId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Applies a template to an opportunity, task or customer: copies its steps as step instances (each owned by its default DRI) and, with activateFirstStep, activates the first one. Refused with 409 while the entity already runs an instance (swap it instead). Sets the entity's workflowId. Needs the entity's update capability.
 * @summary Start a template on an entity
 */
export type startTemplateInstanceResponse201 = {
  data: TemplateInstanceCreatedResponse
  status: 201
}

export type startTemplateInstanceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type startTemplateInstanceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type startTemplateInstanceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type startTemplateInstanceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type startTemplateInstanceResponse409 = {
  data: ConflictResponse
  status: 409
}

export type startTemplateInstanceResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type startTemplateInstanceResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type startTemplateInstanceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type startTemplateInstanceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type startTemplateInstanceResponseSuccess = (startTemplateInstanceResponse201) & {
  headers: Headers;
};
export type startTemplateInstanceResponseError = (startTemplateInstanceResponse400 | startTemplateInstanceResponse401 | startTemplateInstanceResponse403 | startTemplateInstanceResponse404 | startTemplateInstanceResponse409 | startTemplateInstanceResponse413 | startTemplateInstanceResponse415 | startTemplateInstanceResponse429 | startTemplateInstanceResponse500) & {
  headers: Headers;
};

export type startTemplateInstanceResponse = (startTemplateInstanceResponseSuccess | startTemplateInstanceResponseError)

export const getStartTemplateInstanceUrl = () => {


  

  return `/api/v1/templates/instances`
}

/**
 * Start a template on an entity
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3df014b6-f6fb-427c-a6a5-954543a92140",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "templateId": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "templateName": "Discovery to delivery",
 *     "entityType": "opportunity",
 *     "entityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "status": "running",
 *     "currentStep": {
 *       "id": "7a5e216a-d493-4a8e-98a1-6d3e68e4b2c6",
 *   …
 */
export const startTemplateInstance = async (startTemplateInstanceBody: StartTemplateInstanceBody,
    headers?: StartTemplateInstanceHeaders, options?: RequestInit): Promise<startTemplateInstanceResponse> => {
  
  return sextantFetch<startTemplateInstanceResponse>(getStartTemplateInstanceUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      startTemplateInstanceBody,)
  }
);}


/**
 * Replaces the entity's running instance with one of another template: steps of the new template whose titles match a completed step of the old one start completed, the first remaining step takes over the old one's active or paused status. Needs the entity's update capability. 409 when the entity runs no instance (start one instead).
 * @summary Swap the template running on an entity
 */
export type swapTemplateInstanceResponse200 = {
  data: TemplateInstanceSavedResponse
  status: 200
}

export type swapTemplateInstanceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type swapTemplateInstanceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type swapTemplateInstanceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type swapTemplateInstanceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type swapTemplateInstanceResponse409 = {
  data: ConflictResponse
  status: 409
}

export type swapTemplateInstanceResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type swapTemplateInstanceResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type swapTemplateInstanceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type swapTemplateInstanceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type swapTemplateInstanceResponseSuccess = (swapTemplateInstanceResponse200) & {
  headers: Headers;
};
export type swapTemplateInstanceResponseError = (swapTemplateInstanceResponse400 | swapTemplateInstanceResponse401 | swapTemplateInstanceResponse403 | swapTemplateInstanceResponse404 | swapTemplateInstanceResponse409 | swapTemplateInstanceResponse413 | swapTemplateInstanceResponse415 | swapTemplateInstanceResponse429 | swapTemplateInstanceResponse500) & {
  headers: Headers;
};

export type swapTemplateInstanceResponse = (swapTemplateInstanceResponseSuccess | swapTemplateInstanceResponseError)

export const getSwapTemplateInstanceUrl = () => {


  

  return `/api/v1/templates/instances/swap`
}

/**
 * Swap the template running on an entity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "66d9c1f8-b0fd-404c-9f03-bef008e16157",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "templateId": "bb1580a1-f3f4-4b0f-be50-aed971562854",
 *     "templateName": "Lightweight delivery",
 *     "entityType": "opportunity",
 *     "entityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "status": "running",
 *     "currentStep": {
 *       "id": "e75ee2bb-6445-4ad5-aaee-51148cf0b0fc",
 *   …
 */
export const swapTemplateInstance = async (swapTemplateInstanceBody: SwapTemplateInstanceBody,
    headers?: SwapTemplateInstanceHeaders, options?: RequestInit): Promise<swapTemplateInstanceResponse> => {
  
  return sextantFetch<swapTemplateInstanceResponse>(getSwapTemplateInstanceUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      swapTemplateInstanceBody,)
  }
);}


/**
 * Changes a step instance's status and/or owner (driId). Moves: pending → active | skipped; active → paused | completed | skipped; paused → active | skipped; any other is 409 with error.data.allowed. Only one step is active at a time (409 naming it; use the handoff to move on). Completing or skipping activates the next pending step; reaching the terminal Completed step ends the instance (an opportunity on it becomes completed). Terminal steps cannot be changed (422). Returns the instance.
 * @summary Move a step or change its owner
 */
export type updateStepInstanceResponse200 = {
  data: TemplateInstanceSavedResponse
  status: 200
}

export type updateStepInstanceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateStepInstanceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateStepInstanceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateStepInstanceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateStepInstanceResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateStepInstanceResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateStepInstanceResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateStepInstanceResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type updateStepInstanceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateStepInstanceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateStepInstanceResponseSuccess = (updateStepInstanceResponse200) & {
  headers: Headers;
};
export type updateStepInstanceResponseError = (updateStepInstanceResponse400 | updateStepInstanceResponse401 | updateStepInstanceResponse403 | updateStepInstanceResponse404 | updateStepInstanceResponse409 | updateStepInstanceResponse413 | updateStepInstanceResponse415 | updateStepInstanceResponse422 | updateStepInstanceResponse429 | updateStepInstanceResponse500) & {
  headers: Headers;
};

export type updateStepInstanceResponse = (updateStepInstanceResponseSuccess | updateStepInstanceResponseError)

export const getUpdateStepInstanceUrl = (stepInstanceId: string,) => {


  

  return `/api/v1/templates/instances/steps/${stepInstanceId}`
}

/**
 * Move a step or change its owner
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3df014b6-f6fb-427c-a6a5-954543a92140",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "templateId": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "templateName": "Discovery to delivery",
 *     "entityType": "opportunity",
 *     "entityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "status": "running",
 *     "currentStep": {
 *       "id": "7a5e216a-d493-4a8e-98a1-6d3e68e4b2c6",
 *   …
 */
export const updateStepInstance = async (stepInstanceId: string,
    updateStepInstanceBody: UpdateStepInstanceBody,
    headers?: UpdateStepInstanceHeaders, options?: RequestInit): Promise<updateStepInstanceResponse> => {
  
  return sextantFetch<updateStepInstanceResponse>(getUpdateStepInstanceUrl(stepInstanceId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateStepInstanceBody,)
  }
);}


/**
 * The template instance driving an opportunity, task or customer — the running one, else the latest ended one — with its steps and the current step. 404 when the entity has none. entityId takes the UUID or ref.
 * @summary Get the template instance of an entity
 */
export type getTemplateInstanceResponse200 = {
  data: TemplateInstanceResponse
  status: 200
}

export type getTemplateInstanceResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTemplateInstanceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTemplateInstanceResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTemplateInstanceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTemplateInstanceResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTemplateInstanceResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTemplateInstanceResponseSuccess = (getTemplateInstanceResponse200) & {
  headers: Headers;
};
export type getTemplateInstanceResponseError = (getTemplateInstanceResponse400 | getTemplateInstanceResponse401 | getTemplateInstanceResponse403 | getTemplateInstanceResponse404 | getTemplateInstanceResponse429 | getTemplateInstanceResponse500) & {
  headers: Headers;
};

export type getTemplateInstanceResponse = (getTemplateInstanceResponseSuccess | getTemplateInstanceResponseError)

export const getGetTemplateInstanceUrl = (entityType: TemplateEntityType,
    entityId: string,) => {


  

  return `/api/v1/templates/instances/${entityType}/${entityId}`
}

/**
 * Get the template instance of an entity
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "3df014b6-f6fb-427c-a6a5-954543a92140",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "templateId": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "templateName": "Discovery to delivery",
 *     "entityType": "opportunity",
 *     "entityId": "de27ab3f-9142-464d-a7fd-7f4d38927a27",
 *     "status": "running",
 *     "currentStep": {
 *       "id": "7a5e216a-d493-4a8e-98a1-6d3e68e4b2c6",
 *   …
 */
export const getTemplateInstance = async (entityType: TemplateEntityType,
    entityId: string, options?: RequestInit): Promise<getTemplateInstanceResponse> => {
  
  return sextantFetch<getTemplateInstanceResponse>(getGetTemplateInstanceUrl(entityType,entityId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * One template with its ordered steps.
 * @summary Get a workflow template
 */
export type getTemplateResponse200 = {
  data: TemplateResponse
  status: 200
}

export type getTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTemplateResponseSuccess = (getTemplateResponse200) & {
  headers: Headers;
};
export type getTemplateResponseError = (getTemplateResponse400 | getTemplateResponse401 | getTemplateResponse403 | getTemplateResponse404 | getTemplateResponse429 | getTemplateResponse500) & {
  headers: Headers;
};

export type getTemplateResponse = (getTemplateResponseSuccess | getTemplateResponseError)

export const getGetTemplateUrl = (id: string,) => {


  

  return `/api/v1/templates/${id}`
}

/**
 * Get a workflow template
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Discovery to delivery",
 *     "description": "How an opportunity goes from a validated problem to a shipped change.",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": true,
 *     "steps": [
 *       {
 *         "id": "260b77da-0667-4c08-97d6-b0bc0bc50e8f",
 *   …
 */
export const getTemplate = async (id: string, options?: RequestInit): Promise<getTemplateResponse> => {
  
  return sextantFetch<getTemplateResponse>(getGetTemplateUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Changes a template's name or description, or makes it (isDefault true) the one default of its defaultEntityType, or stops it being the default. Steps change through the step operations.
 * @summary Update a workflow template
 */
export type updateTemplateResponse200 = {
  data: TemplateSavedResponse
  status: 200
}

export type updateTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTemplateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTemplateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTemplateResponseSuccess = (updateTemplateResponse200) & {
  headers: Headers;
};
export type updateTemplateResponseError = (updateTemplateResponse400 | updateTemplateResponse401 | updateTemplateResponse403 | updateTemplateResponse404 | updateTemplateResponse413 | updateTemplateResponse415 | updateTemplateResponse429 | updateTemplateResponse500) & {
  headers: Headers;
};

export type updateTemplateResponse = (updateTemplateResponseSuccess | updateTemplateResponseError)

export const getUpdateTemplateUrl = (id: string,) => {


  

  return `/api/v1/templates/${id}`
}

/**
 * Update a workflow template
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Discovery to delivery",
 *     "description": "How an opportunity goes from a validated problem to a shipped change.",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": true,
 *     "steps": [
 *       {
 *         "id": "260b77da-0667-4c08-97d6-b0bc0bc50e8f",
 *   …
 */
export const updateTemplate = async (id: string,
    updateTemplateBody: UpdateTemplateBody,
    headers?: UpdateTemplateHeaders, options?: RequestInit): Promise<updateTemplateResponse> => {
  
  return sextantFetch<updateTemplateResponse>(getUpdateTemplateUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTemplateBody,)
  }
);}


/**
 * Deletes a template that nothing uses. While any opportunity, task or customer is on it, or has an instance of it, it is refused with 409 and error.data.usage; move them first with reassignTemplate.
 * @summary Delete a workflow template
 */
export type deleteTemplateResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteTemplateResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteTemplateResponseSuccess = (deleteTemplateResponse200) & {
  headers: Headers;
};
export type deleteTemplateResponseError = (deleteTemplateResponse400 | deleteTemplateResponse401 | deleteTemplateResponse403 | deleteTemplateResponse404 | deleteTemplateResponse409 | deleteTemplateResponse429 | deleteTemplateResponse500) & {
  headers: Headers;
};

export type deleteTemplateResponse = (deleteTemplateResponseSuccess | deleteTemplateResponseError)

export const getDeleteTemplateUrl = (id: string,) => {


  

  return `/api/v1/templates/${id}`
}

/**
 * Delete a workflow template
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f227efe3-665f-4877-9bc9-34849956ed1f",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "5ce95cf1-c93d-43f1-a5f6-29fc8a5f73c6",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteTemplate = async (id: string,
    headers?: DeleteTemplateHeaders, options?: RequestInit): Promise<deleteTemplateResponse> => {
  
  return sextantFetch<deleteTemplateResponse>(getDeleteTemplateUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Adds a step before the terminal steps: at position (1-based, among the non-terminal steps; default last). defaultDriUserId defaults to the caller. Running instances are not changed. Returns the template.
 * @summary Add a step to a template
 */
export type addTemplateStepResponse201 = {
  data: TemplateCreatedResponse
  status: 201
}

export type addTemplateStepResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type addTemplateStepResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type addTemplateStepResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type addTemplateStepResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type addTemplateStepResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type addTemplateStepResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type addTemplateStepResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type addTemplateStepResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type addTemplateStepResponseSuccess = (addTemplateStepResponse201) & {
  headers: Headers;
};
export type addTemplateStepResponseError = (addTemplateStepResponse400 | addTemplateStepResponse401 | addTemplateStepResponse403 | addTemplateStepResponse404 | addTemplateStepResponse413 | addTemplateStepResponse415 | addTemplateStepResponse429 | addTemplateStepResponse500) & {
  headers: Headers;
};

export type addTemplateStepResponse = (addTemplateStepResponseSuccess | addTemplateStepResponseError)

export const getAddTemplateStepUrl = (id: string,) => {


  

  return `/api/v1/templates/${id}/steps`
}

/**
 * Add a step to a template
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "name": "Discovery to delivery",
 *     "description": "How an opportunity goes from a validated problem to a shipped change.",
 *     "defaultEntityType": "opportunity",
 *     "isDefault": true,
 *     "steps": [
 *       {
 *         "id": "260b77da-0667-4c08-97d6-b0bc0bc50e8f",
 *   …
 */
export const addTemplateStep = async (id: string,
    addTemplateStepBody: AddTemplateStepBody,
    headers?: AddTemplateStepHeaders, options?: RequestInit): Promise<addTemplateStepResponse> => {
  
  return sextantFetch<addTemplateStepResponse>(getAddTemplateStepUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      addTemplateStepBody,)
  }
);}


/**
 * How many opportunities, tasks and customers are on the template or have an instance of it, and how many instances are running.
 * @summary Where a template is used
 */
export type getTemplateUsageResponse200 = {
  data: TemplateUsageResponse
  status: 200
}

export type getTemplateUsageResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTemplateUsageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTemplateUsageResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTemplateUsageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTemplateUsageResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTemplateUsageResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTemplateUsageResponseSuccess = (getTemplateUsageResponse200) & {
  headers: Headers;
};
export type getTemplateUsageResponseError = (getTemplateUsageResponse400 | getTemplateUsageResponse401 | getTemplateUsageResponse403 | getTemplateUsageResponse404 | getTemplateUsageResponse429 | getTemplateUsageResponse500) & {
  headers: Headers;
};

export type getTemplateUsageResponse = (getTemplateUsageResponseSuccess | getTemplateUsageResponseError)

export const getGetTemplateUsageUrl = (id: string,) => {


  

  return `/api/v1/templates/${id}/usage`
}

/**
 * Where a template is used
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "templateId": "776ad5bb-7f1f-4a3e-95cd-800df2f01d96",
 *     "total": 1,
 *     "opportunity": 1,
 *     "task": 0,
 *     "customer": 0,
 *     "runningInstances": 1
 *   },
 *   "meta": {
 *     "requestId": "615eaafa-2883-43d7-9c30-7e569828e6ab",
 *   …
 */
export const getTemplateUsage = async (id: string, options?: RequestInit): Promise<getTemplateUsageResponse> => {
  
  return sextantFetch<getTemplateUsageResponse>(getGetTemplateUsageUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Moves every opportunity, task and customer on this template to the replacement: their workflowId changes and each running instance is swapped as swapTemplateInstance does (completed steps whose titles match are kept). Needs template:delete, task:update and opportunity:update. Returns the usage of the replacement.
 * @summary Move everything on a template to another
 */
export type reassignTemplateResponse200 = {
  data: TemplateUsageSavedResponse
  status: 200
}

export type reassignTemplateResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type reassignTemplateResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type reassignTemplateResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type reassignTemplateResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type reassignTemplateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type reassignTemplateResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type reassignTemplateResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type reassignTemplateResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type reassignTemplateResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type reassignTemplateResponseSuccess = (reassignTemplateResponse200) & {
  headers: Headers;
};
export type reassignTemplateResponseError = (reassignTemplateResponse400 | reassignTemplateResponse401 | reassignTemplateResponse403 | reassignTemplateResponse404 | reassignTemplateResponse413 | reassignTemplateResponse415 | reassignTemplateResponse422 | reassignTemplateResponse429 | reassignTemplateResponse500) & {
  headers: Headers;
};

export type reassignTemplateResponse = (reassignTemplateResponseSuccess | reassignTemplateResponseError)

export const getReassignTemplateUrl = (id: string,) => {


  

  return `/api/v1/templates/${id}/reassign`
}

/**
 * Move everything on a template to another
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "templateId": "bb1580a1-f3f4-4b0f-be50-aed971562854",
 *     "total": 1,
 *     "opportunity": 1,
 *     "task": 0,
 *     "customer": 0,
 *     "runningInstances": 1
 *   },
 *   "meta": {
 *     "requestId": "50536aab-48bb-46c9-a1e9-f00be13a6727",
 *   …
 */
export const reassignTemplate = async (id: string,
    reassignTemplateBody: ReassignTemplateBody,
    headers?: ReassignTemplateHeaders, options?: RequestInit): Promise<reassignTemplateResponse> => {
  
  return sextantFetch<reassignTemplateResponse>(getReassignTemplateUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      reassignTemplateBody,)
  }
);}


