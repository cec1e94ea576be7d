/**
 * The validation step (spec 2 §7; issue 7): a request's path, query and body, and its Idempotency-Key header,
 * checked against the document. First what the schema validators cannot express (src/http/input.ts: NUL and lone
 * surrogates anywhere, nesting past MAX_JSON_DEPTH without recursion, numeric parameters as plain decimals within
 * their bounds on the raw value, declared query parameters as valid percent-encoding), then the ajv validators
 * compiled at `npm run gen`. One detail per field, the first found; a failure is 400 VALIDATION_FAILED, never
 * stored under an idempotency key (spec 2 §8).
 */
import { ApiError, didYouMean, type ErrorDetail } from '../core/errors.js';
import type { PipelineRequest } from '../core/handler.js';
import { operations, type OperationId } from '../generated/operations.js';
import * as paramValidators from '../generated/validators-params.js';
import * as bodyValidators from '../generated/validators-body.js';
import { KEY_PATTERN } from '../platform/idempotency.js';
import { numericDetails, scanInput } from './input.js';
import { queryEncodingDetails } from './requestErrors.js';

type Validator = paramValidators.Validator;
type AjvError = NonNullable<Validator['errors']>[number];

/** Turns ajv errors into spec 2 §7 details, one entry per offending field, with the allowed values for enums. */
export function detailsFromAjv(errors: AjvError[], prefix: 'path' | 'query' | 'body'): ErrorDetail[] {
  const seen = new Map<string, string>();
  for (const e of errors) {
    const at = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let field = [prefix, ...at].join('.');
    let message = e.message ?? 'is invalid';
    switch (e.keyword) {
      case 'required':
        field = [prefix, ...at, e.params.missingProperty].join('.');
        message = 'is required';
        break;
      case 'additionalProperties':
        field = [prefix, ...at, e.params.additionalProperty].join('.');
        message = 'is not a field of this operation';
        break;
      case 'enum': {
        const guess = didYouMean(e.data, e.params.allowedValues);
        message = `must be one of: ${e.params.allowedValues.map(String).join(', ')}${guess ? ` (did you mean ${guess}?)` : ''}`;
        break;
      }
      case 'maxItems':
        message = `must have at most ${e.params.limit} items`;
        break;
      case 'const':
        message = `must be ${JSON.stringify(e.params.allowedValue)}`;
        break;
      case 'format':
        message = `must be a valid ${e.params.format}`;
        break;
      case 'dependentRequired':
        field = [prefix, ...at, e.params.missingProperty].join('.');
        message = `is required together with ${e.params.property}`;
        break;
      case 'minProperties':
        message = 'must name at least one field to change';
        break;
      case 'type':
        // A JSON number too large for a double (1e309) arrives as Infinity (issue 7).
        message = typeof e.data === 'number' && !Number.isFinite(e.data)
          ? `must be a finite ${String(e.params.type).replace(',', ' or ')} (the number sent is out of range)`
          : `must be ${String(e.params.type).replace(',', ' or ')}`;
        break;
    }
    if (!seen.has(field)) seen.set(field, message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/**
 * The 400 VALIDATION_FAILED of a request that fails validation (spec 2 §7): every detail in the message, and a
 * suggestion that states the fix — the one field and what it must be, or the fields listed in details.
 */
function validationError(operationId: OperationId, details: ErrorDetail[]): ApiError {
  const first = details[0];
  const tooMany = details.map((d) => ({ d, m: /^must have at most (\d+) items$/.exec(d.message) })).find((x) => x.m);
  const schema = `the request schema of ${operationId} is in GET /api/v1/openapi.json`;
  return new ApiError('VALIDATION_FAILED', `Invalid request: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
    details,
    suggestion: tooMany
      ? `${tooMany.d.field} holds at most ${tooMany.m![1]} items: split them into several requests, in batches of ${tooMany.m![1]} or fewer.`
      : details.length === 1
        ? `Correct ${first.field} (it ${first.message}) and retry; ${schema}.`
        : `Correct the fields listed in details and retry; ${schema}.`,
  });
}

interface OperationValidators { path: Validator; query: Validator; body?: Validator; mcpBody?: Validator }

/** Each operation's validators, looked up once (never by name per request). */
const VALIDATORS = new Map<OperationId, OperationValidators>(
  (Object.keys(operations) as OperationId[]).map((id) => {
    const pick = (set: object, name: string) => (set as Record<string, Validator | undefined>)[name];
    return [id, {
      path: pick(paramValidators, `${id}_path`)!,
      query: pick(paramValidators, `${id}_query`)!,
      body: pick(bodyValidators, `${id}_body`),
      mcpBody: pick(bodyValidators, `${id}_mcpBody`),
    }];
  }),
);

/** What a handler receives: validated (and, for path and query, type-coerced with defaults) input. */
export interface ValidInput { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown }

/**
 * Validates one request of `operationId` whose route gave `params`; returns the handler's input. `idempotent`:
 * the request is a write whose Idempotency-Key header must have the key's shape. Throws 400 VALIDATION_FAILED.
 */
export function validate(operationId: OperationId, req: PipelineRequest, params: Record<string, string>, idempotent: boolean): ValidInput {
  const op = operations[operationId];
  const v = VALIDATORS.get(operationId)!;
  const path: Record<string, unknown> = { ...params };
  const query: Record<string, unknown> = { ...(req.query ?? {}) };
  const details: ErrorDetail[] = [];
  const add = (found: ErrorDetail[]) => {
    for (const d of found) if (!details.some((x) => x.field === d.field)) details.push(d);
  };
  const scanPath = scanInput(path, 'path');
  // Undeclared query parameters are ignored (spec 2 §4.2), so only declared ones are checked.
  const declared: Record<string, unknown> = {};
  for (const k of op.queryParams) if (k in query) declared[k] = query[k];
  const scanQuery = scanInput(declared, 'query');
  add(scanPath.details);
  add(queryEncodingDetails(req.rawQuery, op.queryParams));
  add(scanQuery.details);
  add(numericDetails(op.numericParams, { path, query }));
  if (!scanPath.tooDeep && !v.path(path)) add(detailsFromAjv(v.path.errors ?? [], 'path'));
  if (!scanQuery.tooDeep && !v.query(query)) add(detailsFromAjv(v.query.errors ?? [], 'query'));
  let body: unknown;
  if (op.hasBody) {
    body = req.body;
    if (body === undefined || body === null) {
      add([{ field: 'body', message: 'is required: send a JSON object with Content-Type: application/json' }]);
    } else {
      const scanBody = scanInput(body, 'body');
      add(scanBody.details);
      const vb = (req.transport === 'mcp' && v.mcpBody) || v.body!;
      if (!scanBody.tooDeep && !vb(body)) add(detailsFromAjv(vb.errors ?? [], 'body'));
    }
  }
  const key = idempotent ? req.headers['idempotency-key'] : undefined;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    details.push({ field: 'header.Idempotency-Key', message: 'must be 1-255 printable ASCII characters without spaces' });
  }
  if (details.length) throw validationError(operationId, details);
  return { path, query, body };
}
