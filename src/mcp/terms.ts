/**
 * Errors in the caller's terms over MCP. The pipeline writes its refusals for REST: fields as
 * `body.status` / `path.id` / `query.teamId` / `header.Idempotency-Key`, operations as operationIds, and the
 * operation to call next as `GET /api/v1/tasks`. A tool caller knows none of those: it has a tool name and
 * arguments. `inToolTerms` rewrites a failure body for a tool result, in message, suggestion and details:
 *  - a pipeline field → the tool argument (`body.metric.metricId` → `metric.metricId`, the header → `idempotencyKey`);
 *  - an operationId → its tool name (`setTaskStatus` → `set_task_status`);
 *  - `METHOD /api/v1/…` → the tool that makes that call (`GET /api/v1/tasks` → `list_tasks`), with the toolset
 *    to enable when the tool is not in the default list;
 *  - "this operation" → "this tool".
 * REST answers are left as the pipeline wrote them.
 */
import { operations, type OperationId } from '../generated/operations.js';
import { createRouter } from '../core/router.js';
import { didYouMean, type ErrorDetail } from '../core/errors.js';

let route: ReturnType<typeof createRouter> | undefined;

/** The tool that makes the REST call `method path` ("list_tasks", "list_notifications (enable toolset notifications)"), if any. */
export function toolOfCall(method: string, path: string): string | undefined {
  route ??= createRouter();
  const found = route(method, path.split('?')[0]);
  if (found.kind !== 'operation') return undefined;
  const op = operations[found.operationId];
  if (!op.tool) return undefined;
  return op.mcpDefault ? op.tool : `${op.tool} (enable toolset ${op.tag})`;
}

const OPERATION_IDS = (Object.keys(operations) as OperationId[]).filter((id) => operations[id].tool).sort((a, b) => b.length - a.length);
const OPERATION_ID = new RegExp(`\\b(${OPERATION_IDS.join('|')})\\b`, 'g');
const REST_CALL = /\b(GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/[^\s,;)'"]*[^\s,;)'".])/g;
const FIELD = /\b(?:body|path|query)\.([A-Za-z_][\w-]*(?:\.[\w-]+)*)/g;

/** `text` in tool terms (see the module comment). */
export function textInToolTerms(text: string): string {
  return text
    .replace(REST_CALL, (whole, method: string, path: string) => toolOfCall(method, path) ?? whole)
    .replace(/header\.Idempotency-Key/g, 'idempotencyKey')
    .replace(FIELD, '$1')
    .replace(OPERATION_ID, (id: string) => operations[id as OperationId].tool ?? id)
    .replace(/\bthis operation\b/g, 'this tool');
}

interface FailureLike {
  error?: { message: string; suggestion: string; details?: ErrorDetail[] };
}

/** Rewrites a failure body in place into tool terms (fields, operations, calls); other bodies are left alone. */
export function inToolTerms<T>(body: T): T {
  const error = (body as FailureLike | undefined)?.error;
  if (!error) return body;
  error.message = textInToolTerms(error.message);
  error.suggestion = textInToolTerms(error.suggestion);
  if (error.details) {
    error.details = error.details.map((d) => ({
      field: d.field === 'header.Idempotency-Key' ? 'idempotencyKey' : d.field.replace(/^(body|path|query)\./, ''),
      message: textInToolTerms(d.message),
    }));
  }
  return body;
}

/**
 * What is wrong with a tool call's argument names before it reaches the pipeline: required path arguments that
 * are missing and arguments the tool does not have, each unknown one with the closest argument name — a missing
 * one first (`taskId` where `id` is missing: "did you mean id?"). Empty when the names are right.
 */
export function argumentProblems(
  toolName: string,
  known: readonly string[],
  missing: readonly string[],
  given: readonly string[],
): { details: ErrorDetail[]; fixes: string[] } {
  const unknown = given.filter((k) => !known.includes(k));
  const details: ErrorDetail[] = [];
  const fixes: string[] = [];
  for (const k of unknown) {
    // `taskId` for a missing `id`, `opportunityRef` for `opportunityId`: a missing name it ends or starts with, else spelling.
    const lower = k.toLowerCase();
    const guess =
      missing.find((m) => {
        const stem = m.toLowerCase().replace(/id$/, '');
        return lower.endsWith(m.toLowerCase()) || (stem.length > 2 && lower.startsWith(stem));
      }) ??
      didYouMean(k, missing) ??
      didYouMean(k, known);
    details.push({ field: k, message: `is not an argument of ${toolName}${guess ? ` (did you mean ${guess}?)` : ''}` });
    fixes.push(guess ? `${k} is not an argument of ${toolName}; did you mean ${guess}?` : `remove ${k}: it is not an argument of ${toolName}`);
  }
  for (const k of [...missing].reverse()) {
    details.unshift({ field: k, message: 'is required' });
    if (!details.some((d) => d.message.includes(`did you mean ${k}?`))) fixes.unshift(`add ${k} (required)`); // else the rename fixes it
  }
  return { details, fixes };
}
