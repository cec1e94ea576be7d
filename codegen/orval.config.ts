/** orval configuration for the client SDK in sdk/. Run through `npm run gen`. */
import { defineConfig } from 'orval';
import type { Json } from '../src/core/json.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every `#/components/<kind>/<name>` referenced inside `node`, and transitively inside what it names. */
function reachable(spec: Json, node: Json, seen = new Set<string>()): Set<string> {
  const walk = (n: Json): void => {
    if (Array.isArray(n)) {
      n.forEach(walk);
      return;
    }
    if (!n || typeof n !== 'object') return;
    if (typeof n.$ref === 'string' && n.$ref.startsWith('#/components/') && !seen.has(n.$ref)) {
      seen.add(n.$ref);
      walk(
        n.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec),
      );
    }
    for (const v of Object.values(n)) walk(v);
  };
  walk(node);
  return seen;
}

/**
 * The SDK is the client of the API pipeline: operations served outside it (`x-served-by: oauth`, tag oauth — the
 * OAuth 2.0 authorization server and consent page, answering in RFC form; the inbound webhooks; `x-served-by: mcp`,
 * POST /api/mcp, answering in JSON-RPC) are dropped before orval generates, with
 * the tags and components only they use. They stay in the bundled document (GET /api/v1/openapi.json).
 */
function withoutOutsideOperations(spec: Json): Json {
  const copy: Json = structuredClone(spec);
  const removed: Json[] = [];
  for (const [path, item] of Object.entries<Json>(copy.paths ?? {})) {
    for (const m of METHODS) {
      if (item[m]?.['x-served-by'] !== undefined) {
        removed.push(item[m]);
        delete item[m];
      }
    }
    if (!METHODS.some((m) => item[m])) delete copy.paths[path];
  }
  if (!removed.length) return copy;
  const usedTags = new Set(Object.values<Json>(copy.paths ?? {}).flatMap((item) => METHODS.flatMap((m) => item[m]?.tags ?? [])));
  const removedTags = new Set(removed.flatMap((op) => op.tags ?? []));
  if (copy.tags) copy.tags = copy.tags.filter((t: Json) => usedTags.has(t.name) || !removedTags.has(t.name));
  const kept = reachable(copy, { paths: copy.paths, webhooks: copy.webhooks });
  for (const ref of reachable(copy, removed)) {
    if (kept.has(ref)) continue;
    const [, , kind, name] = ref.split('/');
    delete copy.components?.[kind]?.[name.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return copy;
}

/**
 * The Sextant client sends Sextant-Consistency-Token itself (sdk/src/runtime.ts, read-your-writes with a replica), so
 * no generated function takes it as an argument (it would shift the options argument of nine reads).
 */
function withoutConsistencyToken(spec: Json): Json {
  for (const item of Object.values<Json>(spec.paths ?? {}))
    for (const m of METHODS)
      if (item[m]?.parameters) item[m].parameters = item[m].parameters.filter((p: Json) => !String(p.$ref ?? '').endsWith('/SextantConsistencyToken'));
  return spec;
}

export default defineConfig({
  sextant: {
    input: {
      target: '../src/generated/openapi.json',
      override: { transformer: (spec: Json) => withoutConsistencyToken(withoutOutsideOperations(spec)) },
    },
    output: {
      mode: 'tags',
      // One file per tag (<tag>.ts) and every schema type in one file beside them (sextant.schemas.ts): few files
      // to compile, pack and install.
      target: '../sdk/src/generated/sextant.ts',
      client: 'fetch',
      clean: true,
      prettier: false,
      headers: true, // typed header parameters (Idempotency-Key) on every mutation
      override: {
        header: () => ['generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.'],
        mutator: { path: '../sdk/src/runtime.ts', name: 'sextantFetch' },
      },
    },
  },
});
