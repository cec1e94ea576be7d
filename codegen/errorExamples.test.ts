/**
 * Error examples of the bundled document (src/generated/openapi.json): every documented error status (4xx, 5xx) of
 * every operation has an example for each of its media types — the `/docs` page shows it and the Prism mock answers
 * it to `Prefer: code=<status>` (bin/mock.mjs) — and each example validates against its schema. A failure envelope
 * (`ok: false`) also carries the code of its status (one table, src/core/errors.ts), a suggestion that says
 * something, and the same request id in `meta` as in the INTERNAL_ERROR suggestion that quotes one.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import doc from '../src/generated/openapi.json' with { type: 'json' };
import type { Json } from '../src/core/json.js';
import { STATUS_BY_CODE } from '../src/core/errors.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc as object, 'openapi.json');

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const resolve = (ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc as Json);

interface ErrorExample {
  where: string;
  status: number;
  /** JSON pointer (within openapi.json) of the media type's schema. */
  schemaRef: string;
  name: string;
  value: unknown;
}

/** Every documented error response of every operation, per media type: its examples, or none. */
function errorResponses(): { where: string; status: number; examples: ErrorExample[] }[] {
  const out: { where: string; status: number; examples: ErrorExample[] }[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.responses) continue;
      for (const [code, resp] of Object.entries<Json>(op.responses)) {
        const status = Number(code);
        if (!(status >= 400)) continue;
        const base = resp.$ref ?? `#/paths/${pointer(path)}/${method}/responses/${code}`;
        const response = resp.$ref ? resolve(resp.$ref) : resp;
        for (const [mediaType, media] of Object.entries<Json>(response.content ?? {})) {
          const where = `${op.operationId} ${status} ${mediaType}`;
          const schemaRef = `openapi.json${base}/content/${pointer(mediaType)}/schema`;
          const named: [string, unknown][] =
            media.example !== undefined
              ? [['example', media.example]]
              : Object.entries<Json>(media.examples ?? {}).map(([k, e]) => [k, e.$ref ? resolve(e.$ref).value : e.value]);
          out.push({ where, status, examples: named.map(([name, value]) => ({ where, status, schemaRef, name, value })) });
        }
      }
    }
  }
  return out;
}

const responses = errorResponses();
const examples = responses.flatMap((r) => r.examples);

describe('error examples of the bundled document', () => {
  it('every error status of every operation has an example for each media type', () => {
    expect(responses.length).toBeGreaterThan(2000);
    expect(responses.filter((r) => !r.examples.length).map((r) => r.where)).toEqual([]);
  });

  it('each example validates against the schema of its response', () => {
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    const invalid: string[] = [];
    for (const e of examples) {
      let validate = compiled.get(e.schemaRef);
      if (!validate) {
        validate = ajv.compile({ $ref: e.schemaRef });
        compiled.set(e.schemaRef, validate);
      }
      if (!validate(e.value)) invalid.push(`${e.where} (${e.name}): ${ajv.errorsText(validate.errors)}`);
    }
    expect(invalid).toEqual([]);
  });

  it("a failure envelope's code is the one of its status, with a suggestion and a request id", () => {
    const envelopes = examples.filter((e) => (e.value as { ok?: unknown } | undefined)?.ok === false);
    expect(envelopes.length).toBeGreaterThan(2000);
    const wrong = envelopes.flatMap((e) => {
      const { error, meta } = e.value as { error: { code: string; suggestion: string }; meta: { requestId: string } };
      const status = (STATUS_BY_CODE as Record<string, number>)[error.code];
      return [
        ...(status === e.status ? [] : [`${e.where} (${e.name}): ${error.code} is ${status}`]),
        ...(error.suggestion.trim().length > 10 ? [] : [`${e.where} (${e.name}): no suggestion`]),
        ...(error.code !== 'INTERNAL_ERROR' || error.suggestion.includes(meta.requestId) ? [] : [`${e.where}: the suggestion quotes another request id`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('the statuses with more than one code show each code the document names for them', () => {
    // Conflict (409) names three codes and Unprocessable (422) four: the shared responses show the most common ones.
    const codes = (status: number) =>
      new Set(
        examples
          .filter((e) => e.status === status && (e.value as { ok?: unknown }).ok === false)
          .map((e) => (e.value as { error: { code: string } }).error.code),
      );
    expect([...codes(409)].sort()).toEqual(['ALREADY_EXISTS', 'IDEMPOTENCY_CONFLICT', 'INVALID_STATE_TRANSITION']);
    expect(codes(422)).toContain('BUSINESS_RULE_VIOLATION');
  });
});
