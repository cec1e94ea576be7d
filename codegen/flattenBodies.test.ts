/**
 * The bundled document flattens request bodies that extend a shared create/update base (flattenBodies.ts). The
 * flattened schema must accept exactly what the hand-written one accepts: checked here against the source bundle
 * (Redocly, before flattening) for every such body, with generated objects (fast-check, fixed seed) built from the
 * body's own fields, its base's fields and unknown ones.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import bundled from '../src/generated/openapi.json' with { type: 'json' };
import type { Json } from '../src/core/json.js';
import { flattenBodies } from './flattenBodies.js';

const root = join(import.meta.dirname, '..');
const file = join(mkdtempSync(join(tmpdir(), 'sextant-bundle-')), 'openapi.json');
execFileSync(join(root, 'node_modules/.bin/redocly'), ['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '-o', file, '--ext', 'json'], {
  cwd: root,
  stdio: 'ignore',
});
const source: Json = JSON.parse(readFileSync(file, 'utf8'));
const extending = Object.entries<Json>(source.components.schemas)
  .filter(([, s]) => Array.isArray(s.allOf) && s.unevaluatedProperties === false)
  .map(([name]) => name);

/** An ajv over a document's components, so `#/components/schemas/X` refs resolve. */
function validatorFor(doc: Json, name: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components });
  return ajv.compile({ $ref: `doc#/components/schemas/${name}` });
}

describe('request bodies extending a shared base', () => {
  it('the document has create/update pairs sharing a base, and the bundle holds none of them unflattened', () => {
    expect(extending.length).toBeGreaterThanOrEqual(20);
    for (const name of extending) expect((bundled as Json).components.schemas[name].allOf, name).toBeUndefined();
    for (const name of extending) expect((bundled as Json).components.schemas[name].additionalProperties, name).toBe(false);
  });

  it('flattening is what the bundle holds', () => {
    const copy: Json = structuredClone(source);
    expect(flattenBodies(copy).sort()).toEqual([...extending].sort());
    for (const name of extending) expect(copy.components.schemas[name]).toEqual((bundled as Json).components.schemas[name]);
  });

  it.each(extending)('%s accepts and refuses the same objects flattened as written', (name) => {
    const written = validatorFor(source, name);
    const flat = validatorFor(bundled as Json, name);
    const flatSchema: Json = (bundled as Json).components.schemas[name];
    const own: Json = source.components.schemas[name];
    const baseKeys = own.allOf.flatMap((part: Json) => Object.keys(source.components.schemas[part.$ref.split('/').pop()].properties));
    const keys = [...new Set([...Object.keys(flatSchema.properties), ...Object.keys(own.properties ?? {}), ...baseKeys, 'notAField'])];
    const value = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 3 }),
      fc.constant('00000000-0000-4000-8000-000000000000'),
      fc.integer({ min: -1, max: 3 }),
      fc.boolean(),
      fc.constant([]),
    );
    const body = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 });
    fc.assert(
      fc.property(body, (b) => written(b) === flat(b)),
      { seed: 20261128, numRuns: 150 },
    );
    // and a body of valid-looking values for every required field both accept or both refuse alike
    const required: string[] = flatSchema.required ?? [];
    expect(written(Object.fromEntries(required.map((k) => [k, 'x'])))).toBe(flat(Object.fromEntries(required.map((k) => [k, 'x']))));
  });
});
