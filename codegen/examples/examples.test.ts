/**
 * The bundled document's examples (decision 0060): every operation shows a success answer, every request body and
 * every webhook event type an example (recorded by `npm run gen:examples`, put in by `npm run gen`), and every
 * example in the document — success and error responses, request bodies, webhook payloads, hand-written or
 * recorded — is valid against the schema beside it (ajv, JSON Schema 2020-12 as gen.ts compiles the validators).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/core/json.js';
import { missingExamples, operationsOf } from './inject.js';
import { normalise, stableUuid } from './normalise.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const doc: Json = JSON.parse(readFileSync(join(root, 'src/generated/openapi.json'), 'utf8'));
const DOC_ID = 'https://sextant.example.com/openapi.json';

/** Every example slot of the document: where it is, its schema and its value. */
function examplesOf(d: Json): { where: string; schema: Json; value: Json }[] {
  const out: { where: string; schema: Json; value: Json }[] = [];
  const resolve = (node: Json): Json => {
    const m = /^#\/components\/(responses|requestBodies)\/(.+)$/.exec(node?.$ref ?? '');
    return m ? d.components[m[1]][m[2]] : node;
  };
  const fromContent = (where: string, content: Json) => {
    for (const [type, media] of Object.entries<Json>(content ?? {})) {
      if (!media?.schema) continue;
      if (media.example !== undefined) out.push({ where: `${where} ${type} example`, schema: media.schema, value: media.example });
      for (const [k, e] of Object.entries<Json>(media.examples ?? {}))
        if (e?.value !== undefined) out.push({ where: `${where} ${type} examples.${k}`, schema: media.schema, value: e.value });
    }
  };
  for (const { id, op } of operationsOf(d)) {
    for (const [status, r] of Object.entries<Json>(op.responses ?? {})) fromContent(`${id} ${status}`, resolve(r)?.content);
    if (op.requestBody) fromContent(`${id} request body`, resolve(op.requestBody)?.content);
  }
  for (const [type, item] of Object.entries<Json>(d.webhooks ?? {})) fromContent(`event ${type}`, resolve(item.post?.requestBody)?.content);
  return out;
}

/** `schema` with its `#/components/…` refs pointing into the document registered under DOC_ID. */
const rebased = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(rebased);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rebased(v)]),
  );
};

describe('the bundled document’s examples', () => {
  it('every operation has a success example, every request body and webhook event type one', () => {
    expect(missingExamples(doc)).toEqual([]);
  });

  it('every example is valid against its schema', () => {
    // strict off: the document's schemas carry OpenAPI keywords (example, x-ref, discriminator) ajv does not know.
    // inlineRefs off: every component compiles once, however many examples reach it.
    const ajv = new Ajv2020({ strict: false, logger: false, inlineRefs: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: DOC_ID, components: { schemas: doc.components.schemas } });
    const slots = examplesOf(doc);
    expect(slots.length).toBeGreaterThan(400);
    const invalid: string[] = [];
    for (const { where, schema, value } of slots) {
      const validate = ajv.compile(rebased(schema));
      if (!validate(value)) invalid.push(`${where}: ${(validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`);
    }
    expect(invalid).toEqual([]);
  }, 60_000);
});

describe('normalise', () => {
  const recording = {
    a: { id: '0d8f5a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6', createdAt: '2026-11-29T10:00:00.250Z', parent: '7a1c9e2b-3d4f-4a5b-9c6d-7e8f9a0b1c2d' },
    b: {
      ref: 'TASK-12',
      path: '7a1c9e2b-3d4f-4a5b-9c6d-7e8f9a0b1c2d/0d8f5a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      at: '2026-11-29T09:00:00Z',
      url: 'http://127.0.0.1:41234/api/v1/tasks/TASK-12',
      key: 'sextant_live_abcdefABCDEF0123456789_-x',
      secret: 'whsec_0123456789abcdef',
      clientSecret: 'plain-looking-secret',
      due: '2026-12-01',
    },
  };
  const out = normalise(recording, { baseUrl: 'http://127.0.0.1:41234', runDate: '2026-11-29' });

  it('gives each id a stable one in order of first appearance, inside strings too', () => {
    expect(out.a.id).toBe(stableUuid(1));
    expect(out.a.parent).toBe(stableUuid(2));
    expect(out.b.path).toBe(`${stableUuid(2)}/${stableUuid(1)}`);
    expect(out.b.ref).toBe('TASK-12');
  });

  it('moves timestamps to the base date keeping their order and format, and dates by the days to it', () => {
    expect(out.b.at).toBe('2026-03-02T09:00:00Z');
    expect(out.a.createdAt).toBe('2026-03-02T09:01:00.000Z');
    expect(out.b.due).toBe('2026-03-04');
  });

  it('never keeps a secret, and points URLs at the example server', () => {
    expect(out.b.key).toBe(`sextant_live_${'X'.repeat(32)}`);
    expect(out.b.secret).toBe(`whsec_${'X'.repeat(32)}`);
    expect(out.b.clientSecret).toBe('redacted-secret-value');
    expect(out.b.url).toBe('https://sextant.example.com/api/v1/tasks/TASK-12');
  });

  it('is a function of the recording: the same input gives the same bytes', () => {
    expect(JSON.stringify(normalise(structuredClone(recording), { baseUrl: 'http://127.0.0.1:41234', runDate: '2026-11-29' }))).toBe(JSON.stringify(out));
  });
});
