/**
 * The recorded examples (openapi/examples/*.json, written by `npm run gen:examples`, record.ts) into the bundled
 * document, for `npm run gen` — no database needed (decision 0060):
 *  - each operation's success response: `content.<json>.example`; when the response is a component several
 *    operations share (Redocly bundling shares them), `examples.<operationId>` on it instead, so each operation
 *    keeps its own sample and the SDK's types keep their names;
 *  - each request body: `example` on its first media type (JSON, or the OAuth forms);
 *  - each webhook event type: `example` on its payload.
 * A recorded example replaces a hand-written one in the same slot (it matches the recorded response beside it).
 * `missingExamples` lists what has none: the recorder fails on it, and so does the unit test CI runs.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Json } from '../../src/core/json.js';

export const BANNER = 'recorded — regenerate with npm run gen:examples (codegen/examples/record.ts); normalised, see decision 0060';

export interface Recording {
  status: number;
  /** The request body sent (JSON, or the form fields of an OAuth form). */
  request?: Json;
  response?: Json;
}
export interface Examples {
  operations: Record<string, Recording>;
  events: Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Every operation of the document with where it is. */
export function operationsOf(doc: Json): { id: string; path: string; method: string; op: Json }[] {
  const out: { id: string; path: string; method: string; op: Json }[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {}))
    for (const method of METHODS) if (item[method]) out.push({ id: item[method].operationId, path, method, op: item[method] });
  return out;
}

const componentOf = (doc: Json, node: Json): { name: string; node: Json } | undefined => {
  const m = /^#\/components\/(responses|requestBodies)\/(.+)$/.exec(node?.$ref ?? '');
  return m ? { name: `${m[1]}/${m[2]}`, node: doc.components[m[1]][m[2]] } : undefined;
};
/** The first 2xx status of an operation. */
export const successStatus = (op: Json): string | undefined => Object.keys(op.responses ?? {}).find((s) => /^2\d\d$/.test(s));
const resolved = (doc: Json, node: Json): Json => componentOf(doc, node)?.node ?? node;
/** The JSON media type of a response or request body, if any. */
export const jsonMedia = (content: Json): string | undefined => Object.keys(content ?? {}).find((t) => /json/.test(t));

/** Whether the media type of `holder` (a response or request body, maybe a component) carries an example for `id`. */
const hasExample = (doc: Json, holder: Json, id: string, mediaType?: string): boolean => {
  const target = resolved(doc, holder);
  const media = target?.content?.[mediaType ?? jsonMedia(target?.content) ?? Object.keys(target?.content ?? {})[0]];
  if (!media) return true; // nothing to show
  if (media.example !== undefined) return true;
  const examples = media.examples ?? {};
  return componentOf(doc, holder)
    ? id in examples || (Object.keys(examples).length > 0 && !examplesKeyedByOperation(examples))
    : Object.keys(examples).length > 0;
};
/** `examples` written by injectExamples (keyed by operationId) rather than by hand. */
const examplesKeyedByOperation = (examples: Json) => Object.values<Json>(examples).every((e) => e?.['x-operation'] !== undefined);

/**
 * What should have an example and has none in the bundled document `doc`: `operation <id>` (its JSON success
 * response), `request body <id>`, `event <type>` (its payload).
 */
export function missingExamples(doc: Json): string[] {
  const missing: string[] = [];
  for (const { id, op } of operationsOf(doc)) {
    // Any 2xx with a JSON body shown (an operation answering 200 or 201 shows the one recorded).
    const statuses = Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s) && jsonMedia(resolved(doc, op.responses[s])?.content));
    if (statuses.length && !statuses.some((s) => hasExample(doc, op.responses[s], id, jsonMedia(resolved(doc, op.responses[s]).content))))
      missing.push(`operation ${id} (its ${statuses.join(' or ')} response)`);
    if (op.requestBody && !hasExample(doc, op.requestBody, id)) missing.push(`request body ${id}`);
  }
  for (const [type, item] of Object.entries<Json>(doc.webhooks ?? {})) if (!hasExample(doc, item.post?.requestBody, type)) missing.push(`event ${type}`);
  return missing;
}

/** Reads openapi/examples/*.json. */
export function loadExamples(dir: string): Examples {
  const out: Examples = { operations: {}, events: {} };
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.json')) continue;
    const file = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    Object.assign(out.operations, file.operations ?? {});
    Object.assign(out.events, file.events ?? {});
  }
  return out;
}

/** Puts `examples` into the bundled document `doc` (in place); see the module comment. */
export function injectExamples(doc: Json, examples: Examples): void {
  const ops = operationsOf(doc);
  // How many operations use each response / request body component: shared ones get `examples` keyed by operation.
  const uses = new Map<string, number>();
  for (const { op } of ops) {
    const status = successStatus(op);
    for (const node of [status ? op.responses[status] : undefined, op.requestBody]) {
      const c = componentOf(doc, node);
      if (c) uses.set(c.name, (uses.get(c.name) ?? 0) + 1);
    }
  }
  const put = (holder: Json, id: string, summary: string, value: Json) => {
    const c = componentOf(doc, holder);
    const target = c ? c.node : holder;
    const type = jsonMedia(target?.content) ?? Object.keys(target?.content ?? {})[0];
    if (!type) return;
    const media = target.content[type];
    if (c && (uses.get(c.name) ?? 0) > 1) {
      delete media.example;
      media.examples = { ...media.examples, [id]: { summary, 'x-operation': id, value } };
      media.examples = Object.fromEntries(Object.entries<Json>(media.examples).sort(([a], [b]) => a.localeCompare(b)));
    } else {
      delete media.examples;
      media.example = value;
    }
  };
  for (const { id, op } of ops) {
    const rec = examples.operations[id];
    if (!rec) continue;
    const status = op.responses?.[String(rec.status)] ? String(rec.status) : successStatus(op);
    if (rec.response !== undefined && status) put(op.responses[status], id, op.summary ?? id, rec.response);
    if (rec.request !== undefined && op.requestBody) put(op.requestBody, id, op.summary ?? id, rec.request);
  }
  for (const [type, payload] of Object.entries(examples.events)) {
    const body = doc.webhooks?.[type]?.post?.requestBody;
    if (body) put(body, type, type, payload);
  }
}

/**
 * The SDK functions' JSDoc (sdk/src/generated/<tag>.ts): before each `export const <operationId> = async`, its
 * summary and the recorded success answer, cut to a few lines.
 */
export function documentSdk(sdkDir: string, doc: Json, examples: Examples, lines = 12): void {
  const byId = new Map(operationsOf(doc).map((o) => [o.id, o.op]));
  for (const f of readdirSync(sdkDir)) {
    if (!f.endsWith('.ts')) continue;
    const file = join(sdkDir, f);
    const text = readFileSync(file, 'utf8');
    const next = text.replace(/^export const ([a-zA-Z0-9]+) = async /gm, (whole, id: string) => {
      const op = byId.get(id);
      const rec = examples.operations[id];
      if (!op || rec?.response === undefined) return whole;
      const json = JSON.stringify(rec.response, null, 2).split('\n');
      const shown = json.length > lines ? [...json.slice(0, lines), '  …'] : json;
      const doc = [
        `/**`,
        ` * ${op.summary ?? id}`,
        ` * @example`,
        ` * // ${rec.status} answer (recorded):`,
        ...shown.map((l) => ` * ${l.replace(/\*\//g, '*\\/')}`),
        ` */`,
      ];
      return `${doc.join('\n')}\n${whole}`;
    });
    if (next !== text) writeFileSync(file, next);
  }
}
