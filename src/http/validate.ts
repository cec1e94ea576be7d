/**
 * The validation step (spec 2 §7): a request's path, query and body, and its Idempotency-Key header,
 * checked against the document. First what the schema validators cannot express (src/core/input.ts: NUL and lone
 * surrogates anywhere, nesting past MAX_JSON_DEPTH without recursion, numeric parameters as plain decimals within
 * their bounds on the raw value, declared query parameters as valid percent-encoding), then the ajv validators
 * compiled at `npm run gen`. One detail per field, the first found; a failure is 400 VALIDATION_FAILED, never
 * stored under an idempotency key (spec 2 §8).
 */
import { ApiError, didYouMean, type ErrorDetail } from '../core/errors.js';
import type { PipelineRequest } from '../../handlers/handler.js';
import { operations, type OperationId } from '../generated/operations.js';
import * as paramValidators from '../generated/validators-params.js';
import * as bodyValidators from '../generated/validators-body.js';
import { KEY_PATTERN } from '../platform/idempotency.js';
import { numericDetails, scanInput } from '../core/input.js';
import { queryEncodingDetails } from './requestErrors.js';

type Validator = paramValidators.Validator;
type AjvError = NonNullable<Validator['errors']>[number];

/** A detail with the fix it calls for, in the caller's terms; `fix` is folded into the suggestion. */
export interface DetailWithFix extends ErrorDetail {
  fix?: string;
}

/** Enums longer than this are not spelled out in messages (the guess and a few examples instead). */
const LONG_ENUM = 25;
const list = (values: readonly unknown[]) => values.map((v) => (v === null ? 'null' : String(v))).join(', ');

/**
 * Turns ajv errors into spec 2 §7 details, one entry per offending field: allowed values and the closest match
 * for enums (synonyms included: `done` → `completed`), the closest declared field for an unknown one, the
 * schema's own description for a pattern (never the regex), and for each the fix it calls for.
 */
export function detailsFromAjv(errors: AjvError[], prefix: 'path' | 'query' | 'body'): DetailWithFix[] {
  const seen = new Map<string, DetailWithFix>();
  for (const e of errors) {
    const at = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let field = [prefix, ...at].join('.');
    let message = e.message ?? 'is invalid';
    let fix: string | undefined;
    const parent = (e as { parentSchema?: { description?: string; properties?: Record<string, unknown> } }).parentSchema;
    switch (e.keyword) {
      case 'required':
        field = [prefix, ...at, e.params.missingProperty].join('.');
        message = 'is required';
        fix = `add ${field}`;
        break;
      case 'additionalProperties': {
        field = [prefix, ...at, e.params.additionalProperty].join('.');
        const guess = didYouMean(e.params.additionalProperty, Object.keys(parent?.properties ?? {}));
        const guessField = guess ? [prefix, ...at, guess].join('.') : undefined;
        message = `is not a field of this operation${guessField ? ` (did you mean ${guessField}?)` : ''}`;
        fix = guessField ? `rename ${field} to ${guessField}` : `remove ${field}`;
        break;
      }
      case 'enum': {
        const guess = didYouMean(e.data, e.params.allowedValues);
        const allowed: unknown[] = e.params.allowedValues;
        if (allowed.length > LONG_ENUM) {
          // A catalog (e.g. the 123 event types): the guess and a few examples, not kilobytes of values.
          const some = `${list(allowed.slice(0, 4))}, … (${allowed.length} values: the enum of this field's schema)`;
          message = `is not one of the ${allowed.length} allowed values${guess ? ` (did you mean ${guess}?)` : ''}`;
          fix = guess ? `set ${field} to ${guess}` : `set ${field} to one of the allowed values, e.g. ${some}`;
          break;
        }
        message = `must be one of: ${list(allowed)}${guess ? ` (did you mean ${guess}?)` : ''}`;
        fix = guess ? `set ${field} to ${guess} (allowed: ${list(allowed)})` : `set ${field} to one of: ${list(allowed)}`;
        break;
      }
      case 'pattern':
        {
          // The schema's own words for what it accepts (codegen requires them next to every pattern), never the regex.
          const words = parent?.description?.replace(/\.$/, '');
          message = !words ? 'is not in the documented format' : /^[a-z0-9]/.test(words) ? `must be ${words}` : `must match: ${words}`;
        }
        break;
      case 'maxItems':
        message = `must have at most ${e.params.limit} items`;
        // How the work divides is the array's own business: several batches for a batch, shorter windows for
        // upsert-range (where a second request over the same window would undo the first). Its description says so.
        fix = `send at most ${e.params.limit} items in ${field}${parent?.description ? ` (${parent.description.replace(/\.$/, '')})` : ''}`;
        break;
      case 'const':
        message = `must be ${JSON.stringify(e.params.allowedValue)}`;
        break;
      case 'format':
        message = `must be a valid ${e.params.format}`;
        break;
      case 'formatMinimum':
      case 'formatMaximum': {
        // Years 0001..9999 (codegen's boundEdges): what Postgres and the spec accept for a date.
        const s = parent as { format?: string; formatMinimum?: string; formatMaximum?: string } | undefined;
        message = `must be a ${s?.format ?? 'date'} from ${s?.formatMinimum} to ${s?.formatMaximum} (years 0001 to 9999)`;
        fix = `set ${field} to a ${s?.format ?? 'date'} from ${s?.formatMinimum} to ${s?.formatMaximum}`;
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum': {
        // Every input number is bounded in the document (codegen's boundEdges): name the whole accepted range.
        const b = parent as { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number } | undefined;
        const low = b?.minimum !== undefined ? `at least ${b.minimum}` : b?.exclusiveMinimum !== undefined ? `greater than ${b.exclusiveMinimum}` : undefined;
        const high = b?.maximum !== undefined ? `at most ${b.maximum}` : b?.exclusiveMaximum !== undefined ? `less than ${b.exclusiveMaximum}` : undefined;
        const range = [low, high].filter(Boolean).join(' and ');
        message = `must be ${range || e.message}`;
        fix = `set ${field} to a number ${range}`;
        break;
      }
      case 'dependentRequired':
        field = [prefix, ...at, e.params.missingProperty].join('.');
        message = `is required together with ${e.params.property}`;
        fix = `add ${field}, or leave out ${[prefix, ...at, e.params.property].join('.')}`;
        break;
      case 'minProperties':
        message = 'must name at least one field to change';
        fix = `send at least one field to change in ${field}`;
        break;
      case 'type':
        // A JSON number too large for a double (1e309) arrives as Infinity.
        message =
          typeof e.data === 'number' && !Number.isFinite(e.data)
            ? `must be a finite ${String(e.params.type).replace(',', ' or ')} (the number sent is out of range)`
            : `must be ${String(e.params.type).replace(',', ' or ')}`;
        break;
    }
    if (!seen.has(field)) seen.set(field, { field, message, ...(fix ? { fix } : {}) });
  }
  return [...seen.values()];
}

/**
 * The 400 VALIDATION_FAILED of a request that fails validation (spec 2 §7): every detail in the
 * message, and a suggestion that states each fix itself — the value to use, the field to add, remove or rename.
 * Field names are the pipeline's (`body.status`); the MCP server renames them to tool arguments.
 */
function validationError(details: DetailWithFix[]): ApiError {
  const fixes = details.map((d) => d.fix ?? `make ${d.field} valid: it ${d.message}`);
  const text = fixes.join('; ');
  return new ApiError('VALIDATION_FAILED', `Invalid request: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}`, {
    details: details.map(({ field, message }) => ({ field, message })),
    suggestion: `${text.charAt(0).toUpperCase()}${text.slice(1)}, then retry.`,
  });
}

interface OperationValidators {
  path: Validator;
  query: Validator;
  body?: Validator;
  mcpBody?: Validator;
}

/** Each operation's validators, looked up once (never by name per request). */
const VALIDATORS = new Map<OperationId, OperationValidators>(
  (Object.keys(operations) as OperationId[]).map((id) => {
    const pick = (set: object, name: string) => (set as Record<string, Validator | undefined>)[name];
    return [
      id,
      {
        path: pick(paramValidators, `${id}_path`)!,
        query: pick(paramValidators, `${id}_query`)!,
        body: pick(bodyValidators, `${id}_body`),
        mcpBody: pick(bodyValidators, `${id}_mcpBody`),
      },
    ];
  }),
);

/** An undeclared query parameter the operation ignored (spec 2 §4.2), reported in `meta.ignoredParameters`. */
export interface IgnoredParameter {
  name: string;
  didYouMean?: string;
}

/**
 * What a handler receives: validated (and, for path and query, type-coerced with defaults) input; `ignored`: the
 * undeclared query parameters, with the closest declared one.
 */
export interface ValidInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  ignored: IgnoredParameter[];
  /** Set by the resolve step: each UUID it put in place of a ref, with the ref the caller sent (for messages). */
  callerForms?: Map<string, string>;
}

/**
 * Validates one request of `operationId` whose route gave `params`; returns the handler's input. `idempotent`:
 * the request is a write whose Idempotency-Key header must have the key's shape. Throws 400 VALIDATION_FAILED.
 */
export function validate(operationId: OperationId, req: PipelineRequest, params: Record<string, string>, idempotent: boolean): ValidInput {
  const op = operations[operationId];
  const v = VALIDATORS.get(operationId)!;
  const path: Record<string, unknown> = { ...params };
  const query: Record<string, unknown> = { ...(req.query ?? {}) };
  const details: DetailWithFix[] = [];
  const add = (found: DetailWithFix[]) => {
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
      // An optional body (requestBody.required false) may be left out: the handler gets undefined.
      if (op.bodyRequired) add([{ field: 'body', message: 'is required: send a JSON object with Content-Type: application/json' }]);
      body = undefined;
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
  if (details.length) throw validationError(details);
  const ignored = Object.keys(query)
    .filter((k) => !(op.queryParams as readonly string[]).includes(k))
    .map((name) => {
      const guess = didYouMean(name, op.queryParams);
      return guess ? { name, didYouMean: guess } : { name };
    });
  return { path, query, body, ignored };
}
