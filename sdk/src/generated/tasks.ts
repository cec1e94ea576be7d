/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type {
  BadRequestResponse,
  ConflictResponse,
  CreateTaskAssignmentBody,
  CreateTaskAssignmentHeaders,
  CreateTaskBody,
  CreateTaskHandoffBody,
  CreateTaskHandoffHeaders,
  CreateTaskHeaders,
  DeleteTaskAssignment200,
  DeleteTaskAssignmentHeaders,
  DeleteTaskHeaders,
  DeletedSavedResponse,
  ForbiddenResponse,
  GetPlannedWorkSummaryParams,
  InternalErrorResponse,
  ListTaskAssignments200,
  ListTasksParams,
  MoveTaskCycleBody,
  MoveTaskCycleHeaders,
  NotFoundResponse,
  PayloadTooLargeResponse,
  PlannedWorkSummaryResponse,
  SetTaskStatusBody,
  SetTaskStatusHeaders,
  TaskAssignmentCreatedResponse,
  TaskAssignmentSavedResponse,
  TaskContextResponse,
  TaskCreatedResponse,
  TaskListResponse,
  TaskResponse,
  TaskSavedResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnprocessableResponse,
  UnsupportedMediaTypeResponse,
  UpdateTaskAssignmentBody,
  UpdateTaskAssignmentHeaders,
  UpdateTaskBody,
  UpdateTaskHeaders
} from './sextant.schemas.js';

import { sextantFetch } from '../runtime.js';


/**
 * Tasks by number, optionally filtered. owner is a user UUID or "me". Paged.
 * @summary List tasks
 */
export type listTasksResponse200 = {
  data: TaskListResponse
  status: 200
}

export type listTasksResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTasksResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTasksResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTasksResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTasksResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTasksResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTasksResponseSuccess = (listTasksResponse200) & {
  headers: Headers;
};
export type listTasksResponseError = (listTasksResponse400 | listTasksResponse401 | listTasksResponse403 | listTasksResponse404 | listTasksResponse429 | listTasksResponse500) & {
  headers: Headers;
};

export type listTasksResponse = (listTasksResponseSuccess | listTasksResponseError)

export const getListTasksUrl = (params?: ListTasksParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/tasks?${stringifiedParams}` : `/api/v1/tasks`
}

/**
 * List tasks
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "id": "5c010303-6c08-4ea2-a4be-64ed5b2134ea",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "BIL-1",
 *       "number": 1,
 *       "title": "Fix the outgoing webhooks in the onboarding wizard",
 *       "description": "Nobody has owned the database migrations since the team reorganised. Measure the before and after on the activation dashboard.",
 *       "content": "",
 *       "status": "backlog",
 *   …
 */
export const listTasks = async (params?: ListTasksParams, options?: RequestInit): Promise<listTasksResponse> => {
  
  return sextantFetch<listTasksResponse>(getListTasksUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Creates a task, attached to an opportunity or standing alone. status defaults to backlog and priority to medium; creating it in todo or in_progress without an owner makes the caller its owner. Its ref uses the team's prefix, or TASK without a team.
 * @summary Create a task
 */
export type createTaskResponse201 = {
  data: TaskCreatedResponse
  status: 201
}

export type createTaskResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTaskResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTaskResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTaskResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTaskResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createTaskResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTaskResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTaskResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type createTaskResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTaskResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTaskResponseSuccess = (createTaskResponse201) & {
  headers: Headers;
};
export type createTaskResponseError = (createTaskResponse400 | createTaskResponse401 | createTaskResponse403 | createTaskResponse404 | createTaskResponse409 | createTaskResponse413 | createTaskResponse415 | createTaskResponse422 | createTaskResponse429 | createTaskResponse500) & {
  headers: Headers;
};

export type createTaskResponse = (createTaskResponseSuccess | createTaskResponseError)

export const getCreateTaskUrl = () => {


  

  return `/api/v1/tasks`
}

/**
 * Create a task
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "BIL-7",
 *     "number": 7,
 *     "title": "Add a retry budget to the payment webhooks",
 *     "description": "Retries of failed payment webhooks pile up during provider outages.",
 *     "content": "",
 *     "status": "backlog",
 *     "priority": "high",
 *   …
 */
export const createTask = async (createTaskBody: CreateTaskBody,
    headers?: CreateTaskHeaders, options?: RequestInit): Promise<createTaskResponse> => {
  
  return sextantFetch<createTaskResponse>(getCreateTaskUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createTaskBody,)
  }
);}


/**
 * One task by UUID or ref (team prefix plus number).
 * @summary Get a task
 */
export type getTaskResponse200 = {
  data: TaskResponse
  status: 200
}

export type getTaskResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTaskResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTaskResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTaskResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTaskResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTaskResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTaskResponseSuccess = (getTaskResponse200) & {
  headers: Headers;
};
export type getTaskResponseError = (getTaskResponse400 | getTaskResponse401 | getTaskResponse403 | getTaskResponse404 | getTaskResponse429 | getTaskResponse500) & {
  headers: Headers;
};

export type getTaskResponse = (getTaskResponseSuccess | getTaskResponseError)

export const getGetTaskUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}`
}

/**
 * Get a task
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "BIL-7",
 *     "number": 7,
 *     "title": "Add a retry budget to the payment webhooks",
 *     "description": "Retries of failed payment webhooks pile up during provider outages.",
 *     "content": "",
 *     "status": "backlog",
 *     "priority": "high",
 *   …
 */
export const getTask = async (id: string, options?: RequestInit): Promise<getTaskResponse> => {
  
  return sextantFetch<getTaskResponse>(getGetTaskUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Takes the create fields, all optional, nullable where listed. A status change follows the task transitions of (409 INVALID_STATE_TRANSITION otherwise); moving an ownerless task to todo or in_progress makes the caller its owner.
 * @summary Update a task
 */
export type updateTaskResponse200 = {
  data: TaskSavedResponse
  status: 200
}

export type updateTaskResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTaskResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTaskResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTaskResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTaskResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateTaskResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTaskResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTaskResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type updateTaskResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTaskResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTaskResponseSuccess = (updateTaskResponse200) & {
  headers: Headers;
};
export type updateTaskResponseError = (updateTaskResponse400 | updateTaskResponse401 | updateTaskResponse403 | updateTaskResponse404 | updateTaskResponse409 | updateTaskResponse413 | updateTaskResponse415 | updateTaskResponse422 | updateTaskResponse429 | updateTaskResponse500) & {
  headers: Headers;
};

export type updateTaskResponse = (updateTaskResponseSuccess | updateTaskResponseError)

export const getUpdateTaskUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}`
}

/**
 * Update a task
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "BIL-7",
 *     "number": 7,
 *     "title": "Add a retry budget to the payment webhooks",
 *     "description": "Retries of failed payment webhooks pile up during provider outages.",
 *     "content": "",
 *     "status": "backlog",
 *     "priority": "urgent",
 *   …
 */
export const updateTask = async (id: string,
    updateTaskBody: UpdateTaskBody,
    headers?: UpdateTaskHeaders, options?: RequestInit): Promise<updateTaskResponse> => {
  
  return sextantFetch<updateTaskResponse>(getUpdateTaskUrl(id),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTaskBody,)
  }
);}


/**
 * Deletes a task with its subtasks, its assignments and its template instance; its activity log stays readable by its UUID. Returns {id, deleted: true}.
 * @summary Delete a task
 */
export type deleteTaskResponse200 = {
  data: DeletedSavedResponse
  status: 200
}

export type deleteTaskResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteTaskResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteTaskResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteTaskResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteTaskResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteTaskResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteTaskResponseSuccess = (deleteTaskResponse200) & {
  headers: Headers;
};
export type deleteTaskResponseError = (deleteTaskResponse400 | deleteTaskResponse401 | deleteTaskResponse403 | deleteTaskResponse404 | deleteTaskResponse429 | deleteTaskResponse500) & {
  headers: Headers;
};

export type deleteTaskResponse = (deleteTaskResponseSuccess | deleteTaskResponseError)

export const getDeleteTaskUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}`
}

/**
 * Delete a task
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "f8ef5628-fe36-47d8-8b25-bf0ee38e7cb9",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "71bc243c-9de7-477f-91fe-a9095daadeb0",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   "actions": [
 *   …
 */
export const deleteTask = async (id: string,
    headers?: DeleteTaskHeaders, options?: RequestInit): Promise<deleteTaskResponse> => {
  
  return sextantFetch<deleteTaskResponse>(getDeleteTaskUrl(id),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * Moves a task along its statuses: backlog → todo → in_progress → completed, cancelled from any open status, duplicate from backlog or todo, and reopening (completed → todo, cancelled or duplicate → backlog). Moving an ownerless task to todo or in_progress makes the caller its owner. Any other move is 409 INVALID_STATE_TRANSITION with error.data {from, to, allowed}. A subtask of a sequential parent cannot move to in_progress or completed before the subtask before it is finished (409, error.data.blockedBy).
 * @summary Move a task to a status
 */
export type setTaskStatusResponse200 = {
  data: TaskSavedResponse
  status: 200
}

export type setTaskStatusResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type setTaskStatusResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setTaskStatusResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type setTaskStatusResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type setTaskStatusResponse409 = {
  data: ConflictResponse
  status: 409
}

export type setTaskStatusResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setTaskStatusResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type setTaskStatusResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type setTaskStatusResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type setTaskStatusResponseSuccess = (setTaskStatusResponse200) & {
  headers: Headers;
};
export type setTaskStatusResponseError = (setTaskStatusResponse400 | setTaskStatusResponse401 | setTaskStatusResponse403 | setTaskStatusResponse404 | setTaskStatusResponse409 | setTaskStatusResponse413 | setTaskStatusResponse415 | setTaskStatusResponse429 | setTaskStatusResponse500) & {
  headers: Headers;
};

export type setTaskStatusResponse = (setTaskStatusResponseSuccess | setTaskStatusResponseError)

export const getSetTaskStatusUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}/set-status`
}

/**
 * Move a task to a status
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "BIL-7",
 *     "number": 7,
 *     "title": "Add a retry budget to the payment webhooks",
 *     "description": "Retries of failed payment webhooks pile up during provider outages.",
 *     "content": "",
 *     "status": "todo",
 *     "priority": "urgent",
 *   …
 */
export const setTaskStatus = async (id: string,
    setTaskStatusBody: SetTaskStatusBody,
    headers?: SetTaskStatusHeaders, options?: RequestInit): Promise<setTaskStatusResponse> => {
  
  return sextantFetch<setTaskStatusResponse>(getSetTaskStatusUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      setTaskStatusBody,)
  }
);}


/**
 * People assigned to the task with their own estimates, oldest first. Unpaged.
 * @summary List a task's assignments
 */
export type listTaskAssignmentsResponse200 = {
  data: ListTaskAssignments200
  status: 200
}

export type listTaskAssignmentsResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type listTaskAssignmentsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTaskAssignmentsResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type listTaskAssignmentsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listTaskAssignmentsResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type listTaskAssignmentsResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type listTaskAssignmentsResponseSuccess = (listTaskAssignmentsResponse200) & {
  headers: Headers;
};
export type listTaskAssignmentsResponseError = (listTaskAssignmentsResponse400 | listTaskAssignmentsResponse401 | listTaskAssignmentsResponse403 | listTaskAssignmentsResponse404 | listTaskAssignmentsResponse429 | listTaskAssignmentsResponse500) & {
  headers: Headers;
};

export type listTaskAssignmentsResponse = (listTaskAssignmentsResponseSuccess | listTaskAssignmentsResponseError)

export const getListTaskAssignmentsUrl = (taskId: string,) => {


  

  return `/api/v1/tasks/${taskId}/assignments`
}

/**
 * List a task's assignments
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": [
 *     {
 *       "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *       "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *       "estimatedHours": 6,
 *       "createdAt": "2026-03-02T09:00:00.000Z",
 *       "updatedAt": "2026-03-02T09:00:00.000Z"
 *     }
 *   ],
 *   "meta": {
 *   …
 */
export const listTaskAssignments = async (taskId: string, options?: RequestInit): Promise<listTaskAssignmentsResponse> => {
  
  return sextantFetch<listTaskAssignmentsResponse>(getListTaskAssignmentsUrl(taskId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Adds a user to the task with an optional estimate in hours. Assigning the same user twice is 409 ALREADY_EXISTS.
 * @summary Assign a person to a task
 */
export type createTaskAssignmentResponse201 = {
  data: TaskAssignmentCreatedResponse
  status: 201
}

export type createTaskAssignmentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTaskAssignmentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTaskAssignmentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTaskAssignmentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTaskAssignmentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type createTaskAssignmentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTaskAssignmentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTaskAssignmentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTaskAssignmentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTaskAssignmentResponseSuccess = (createTaskAssignmentResponse201) & {
  headers: Headers;
};
export type createTaskAssignmentResponseError = (createTaskAssignmentResponse400 | createTaskAssignmentResponse401 | createTaskAssignmentResponse403 | createTaskAssignmentResponse404 | createTaskAssignmentResponse409 | createTaskAssignmentResponse413 | createTaskAssignmentResponse415 | createTaskAssignmentResponse429 | createTaskAssignmentResponse500) & {
  headers: Headers;
};

export type createTaskAssignmentResponse = (createTaskAssignmentResponseSuccess | createTaskAssignmentResponseError)

export const getCreateTaskAssignmentUrl = (taskId: string,) => {


  

  return `/api/v1/tasks/${taskId}/assignments`
}

/**
 * Assign a person to a task
 * @example
 * // 201 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "estimatedHours": 6,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:00:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "40337ae8-ac90-462e-b4ee-e0e66b0fc242",
 *     "timestamp": "2026-03-02T09:01:00.000Z",
 *   …
 */
export const createTaskAssignment = async (taskId: string,
    createTaskAssignmentBody: CreateTaskAssignmentBody,
    headers?: CreateTaskAssignmentHeaders, options?: RequestInit): Promise<createTaskAssignmentResponse> => {
  
  return sextantFetch<createTaskAssignmentResponse>(getCreateTaskAssignmentUrl(taskId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createTaskAssignmentBody,)
  }
);}


/**
 * Sets estimatedHours of one person's assignment.
 * @summary Change an assignment's estimate
 */
export type updateTaskAssignmentResponse200 = {
  data: TaskAssignmentSavedResponse
  status: 200
}

export type updateTaskAssignmentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type updateTaskAssignmentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateTaskAssignmentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type updateTaskAssignmentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateTaskAssignmentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type updateTaskAssignmentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateTaskAssignmentResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type updateTaskAssignmentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type updateTaskAssignmentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type updateTaskAssignmentResponseSuccess = (updateTaskAssignmentResponse200) & {
  headers: Headers;
};
export type updateTaskAssignmentResponseError = (updateTaskAssignmentResponse400 | updateTaskAssignmentResponse401 | updateTaskAssignmentResponse403 | updateTaskAssignmentResponse404 | updateTaskAssignmentResponse409 | updateTaskAssignmentResponse413 | updateTaskAssignmentResponse415 | updateTaskAssignmentResponse429 | updateTaskAssignmentResponse500) & {
  headers: Headers;
};

export type updateTaskAssignmentResponse = (updateTaskAssignmentResponseSuccess | updateTaskAssignmentResponseError)

export const getUpdateTaskAssignmentUrl = (taskId: string,
    userId: string,) => {


  

  return `/api/v1/tasks/${taskId}/assignments/${userId}`
}

/**
 * Change an assignment's estimate
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "estimatedHours": 8,
 *     "createdAt": "2026-03-02T09:00:00.000Z",
 *     "updatedAt": "2026-03-02T09:01:00.000Z"
 *   },
 *   "meta": {
 *     "requestId": "0c8e9d7b-7b24-4a2e-b9bf-cd242b0ccee7",
 *     "timestamp": "2026-03-02T09:02:00.000Z",
 *   …
 */
export const updateTaskAssignment = async (taskId: string,
    userId: string,
    updateTaskAssignmentBody: UpdateTaskAssignmentBody,
    headers?: UpdateTaskAssignmentHeaders, options?: RequestInit): Promise<updateTaskAssignmentResponse> => {
  
  return sextantFetch<updateTaskAssignmentResponse>(getUpdateTaskAssignmentUrl(taskId,userId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      updateTaskAssignmentBody,)
  }
);}


/**
 * Removes one person's assignment from a task. Returns {taskId, userId, deleted true}.
 * @summary Unassign a person from a task
 */
export type deleteTaskAssignmentResponse200 = {
  data: DeleteTaskAssignment200
  status: 200
}

export type deleteTaskAssignmentResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type deleteTaskAssignmentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteTaskAssignmentResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type deleteTaskAssignmentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteTaskAssignmentResponse409 = {
  data: ConflictResponse
  status: 409
}

export type deleteTaskAssignmentResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type deleteTaskAssignmentResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type deleteTaskAssignmentResponseSuccess = (deleteTaskAssignmentResponse200) & {
  headers: Headers;
};
export type deleteTaskAssignmentResponseError = (deleteTaskAssignmentResponse400 | deleteTaskAssignmentResponse401 | deleteTaskAssignmentResponse403 | deleteTaskAssignmentResponse404 | deleteTaskAssignmentResponse409 | deleteTaskAssignmentResponse429 | deleteTaskAssignmentResponse500) & {
  headers: Headers;
};

export type deleteTaskAssignmentResponse = (deleteTaskAssignmentResponseSuccess | deleteTaskAssignmentResponseError)

export const getDeleteTaskAssignmentUrl = (taskId: string,
    userId: string,) => {


  

  return `/api/v1/tasks/${taskId}/assignments/${userId}`
}

/**
 * Unassign a person from a task
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "taskId": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "userId": "572b3d7c-8998-4dad-a8cf-8f505de241c9",
 *     "deleted": true
 *   },
 *   "meta": {
 *     "requestId": "c3d4a515-cba6-4952-be8d-d0e878d1ede4",
 *     "timestamp": "2026-03-02T09:00:00.000Z",
 *     "version": "v1"
 *   },
 *   …
 */
export const deleteTaskAssignment = async (taskId: string,
    userId: string,
    headers?: DeleteTaskAssignmentHeaders, options?: RequestInit): Promise<deleteTaskAssignmentResponse> => {
  
  return sextantFetch<deleteTaskAssignmentResponse>(getDeleteTaskAssignmentUrl(taskId,userId),
  {      
    ...options,
    method: 'DELETE',
    headers: { ...headers, ...options?.headers }
    
  }
);}


/**
 * The task with its engineering spec (content), its parent and subtasks, assignments, phase, the opportunity it serves with the PRD, that opportunity's objectives with their progress, its comment thread, the pull requests linked to it and the template step now running — in one read. Sections the caller cannot read are null.
 * @summary Everything about a task
 */
export type getTaskContextResponse200 = {
  data: TaskContextResponse
  status: 200
}

export type getTaskContextResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getTaskContextResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTaskContextResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getTaskContextResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTaskContextResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getTaskContextResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getTaskContextResponseSuccess = (getTaskContextResponse200) & {
  headers: Headers;
};
export type getTaskContextResponseError = (getTaskContextResponse400 | getTaskContextResponse401 | getTaskContextResponse403 | getTaskContextResponse404 | getTaskContextResponse429 | getTaskContextResponse500) & {
  headers: Headers;
};

export type getTaskContextResponse = (getTaskContextResponseSuccess | getTaskContextResponseError)

export const getGetTaskContextUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}/context`
}

/**
 * Everything about a task
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "task": {
 *       "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *       "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *       "ref": "BIL-7",
 *       "number": 7,
 *       "title": "Add a retry budget to the payment webhooks",
 *       "description": "Retries of failed payment webhooks pile up during provider outages.",
 *       "content": "",
 *       "status": "backlog",
 *   …
 */
export const getTaskContext = async (id: string, options?: RequestInit): Promise<getTaskContextResponse> => {
  
  return sextantFetch<getTaskContextResponse>(getGetTaskContextUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Hands a task to someone: the note becomes a system comment on the task's thread, and the receiver gets a handoff notification carrying it. With toUserId the task's owner becomes that user; without it, the task's owner and assignees other than the caller are notified. Returns the task.
 * @summary Hand a task over
 */
export type createTaskHandoffResponse200 = {
  data: TaskSavedResponse
  status: 200
}

export type createTaskHandoffResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type createTaskHandoffResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createTaskHandoffResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type createTaskHandoffResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createTaskHandoffResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createTaskHandoffResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type createTaskHandoffResponse422 = {
  data: UnprocessableResponse
  status: 422
}

export type createTaskHandoffResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type createTaskHandoffResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type createTaskHandoffResponseSuccess = (createTaskHandoffResponse200) & {
  headers: Headers;
};
export type createTaskHandoffResponseError = (createTaskHandoffResponse400 | createTaskHandoffResponse401 | createTaskHandoffResponse403 | createTaskHandoffResponse404 | createTaskHandoffResponse413 | createTaskHandoffResponse415 | createTaskHandoffResponse422 | createTaskHandoffResponse429 | createTaskHandoffResponse500) & {
  headers: Headers;
};

export type createTaskHandoffResponse = (createTaskHandoffResponseSuccess | createTaskHandoffResponseError)

export const getCreateTaskHandoffUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}/handoff`
}

/**
 * Hand a task over
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "BIL-7",
 *     "number": 7,
 *     "title": "Add a retry budget to the payment webhooks",
 *     "description": "Retries of failed payment webhooks pile up during provider outages.",
 *     "content": "",
 *     "status": "backlog",
 *     "priority": "urgent",
 *   …
 */
export const createTaskHandoff = async (id: string,
    createTaskHandoffBody: CreateTaskHandoffBody,
    headers?: CreateTaskHandoffHeaders, options?: RequestInit): Promise<createTaskHandoffResponse> => {
  
  return sextantFetch<createTaskHandoffResponse>(getCreateTaskHandoffUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      createTaskHandoffBody,)
  }
);}


/**
 * Coverage of planned work from from to to (at most 366 days), optionally for one team: per cycle overlapping the window and in total, tasks, estimated minutes, unestimated tasks, capacity (members' weekly hours over the days in the window) and coverage; plus open tasks scheduled to no cycle.
 * @summary Summarize planned work
 */
export type getPlannedWorkSummaryResponse200 = {
  data: PlannedWorkSummaryResponse
  status: 200
}

export type getPlannedWorkSummaryResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type getPlannedWorkSummaryResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getPlannedWorkSummaryResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type getPlannedWorkSummaryResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getPlannedWorkSummaryResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type getPlannedWorkSummaryResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type getPlannedWorkSummaryResponseSuccess = (getPlannedWorkSummaryResponse200) & {
  headers: Headers;
};
export type getPlannedWorkSummaryResponseError = (getPlannedWorkSummaryResponse400 | getPlannedWorkSummaryResponse401 | getPlannedWorkSummaryResponse403 | getPlannedWorkSummaryResponse404 | getPlannedWorkSummaryResponse429 | getPlannedWorkSummaryResponse500) & {
  headers: Headers;
};

export type getPlannedWorkSummaryResponse = (getPlannedWorkSummaryResponseSuccess | getPlannedWorkSummaryResponseError)

export const getGetPlannedWorkSummaryUrl = (params: GetPlannedWorkSummaryParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/tasks/planned-work-summary?${stringifiedParams}` : `/api/v1/tasks/planned-work-summary`
}

/**
 * Summarize planned work
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "from": "2026-03-02",
 *     "to": "2026-03-02",
 *     "teamId": null,
 *     "cycles": [],
 *     "total": {
 *       "tasks": 0,
 *       "estimatedMinutes": 0,
 *       "unestimatedTasks": 0,
 *       "capacityHours": 0,
 *   …
 */
export const getPlannedWorkSummary = async (params: GetPlannedWorkSummaryParams, options?: RequestInit): Promise<getPlannedWorkSummaryResponse> => {
  
  return sextantFetch<getPlannedWorkSummaryResponse>(getGetPlannedWorkSummaryUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}


/**
 * Schedules a task into a cycle of its team, or unschedules it with cycleId null. When the move would make work promised to a customer finish after the promised date (an insight with a deadline linked to the task or its opportunity; unscheduling counts), it is refused with 409 PROMISE_BREAKS and error.data.breaks; re-send the same request with those breaks as acknowledgedBreaks to move anyway: each break is recorded, the claim becomes broken, the customer's feed and the insight's recorder are told. Returns the task.
 * @summary Move a task to another cycle
 */
export type moveTaskCycleResponse200 = {
  data: TaskSavedResponse
  status: 200
}

export type moveTaskCycleResponse400 = {
  data: BadRequestResponse
  status: 400
}

export type moveTaskCycleResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type moveTaskCycleResponse403 = {
  data: ForbiddenResponse
  status: 403
}

export type moveTaskCycleResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type moveTaskCycleResponse409 = {
  data: ConflictResponse
  status: 409
}

export type moveTaskCycleResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type moveTaskCycleResponse415 = {
  data: UnsupportedMediaTypeResponse
  status: 415
}

export type moveTaskCycleResponse429 = {
  data: TooManyRequestsResponse
  status: 429
}

export type moveTaskCycleResponse500 = {
  data: InternalErrorResponse
  status: 500
}
    
export type moveTaskCycleResponseSuccess = (moveTaskCycleResponse200) & {
  headers: Headers;
};
export type moveTaskCycleResponseError = (moveTaskCycleResponse400 | moveTaskCycleResponse401 | moveTaskCycleResponse403 | moveTaskCycleResponse404 | moveTaskCycleResponse409 | moveTaskCycleResponse413 | moveTaskCycleResponse415 | moveTaskCycleResponse429 | moveTaskCycleResponse500) & {
  headers: Headers;
};

export type moveTaskCycleResponse = (moveTaskCycleResponseSuccess | moveTaskCycleResponseError)

export const getMoveTaskCycleUrl = (id: string,) => {


  

  return `/api/v1/tasks/${id}/move-cycle`
}

/**
 * Move a task to another cycle
 * @example
 * // 200 answer (recorded):
 * {
 *   "ok": true,
 *   "data": {
 *     "id": "5585581a-f4c8-4da8-977d-d6f52f6be7ec",
 *     "orgId": "b200d666-0d2a-490f-ad08-fdc13ee80718",
 *     "ref": "BIL-7",
 *     "number": 7,
 *     "title": "Add a retry budget to the payment webhooks",
 *     "description": "Retries of failed payment webhooks pile up during provider outages.",
 *     "content": "",
 *     "status": "backlog",
 *     "priority": "urgent",
 *   …
 */
export const moveTaskCycle = async (id: string,
    moveTaskCycleBody: MoveTaskCycleBody,
    headers?: MoveTaskCycleHeaders, options?: RequestInit): Promise<moveTaskCycleResponse> => {
  
  return sextantFetch<moveTaskCycleResponse>(getMoveTaskCycleUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json',...headers, ...options?.headers },
    body: JSON.stringify(
      moveTaskCycleBody,)
  }
);}


