/**
 * Request bodies in openapi/ share their create/update fields through a base schema: `CreateTaskBody` and
 * `UpdateTaskBody` both extend `TaskFields` with `allOf` and close themselves with `unevaluatedProperties: false`
 * (docs/decisions/0012-named-request-bodies.md). The bundled document flattens each such body into one plain object
 * schema (`properties` merged — the body's own entry refines the base's, e.g. a description — `required` joined,
 * `additionalProperties: false`) and drops the bases nothing else references, so every consumer of the bundle
 * (ajv, openapi-typescript, orval, Prism, the MCP catalog, the SDK's types) sees one object per body, as if it had
 * been written out in full.
 */
import type { Json } from '../src/core/json.js';

const componentName = (ref: string) => /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];

/** Flattens every `allOf` + `unevaluatedProperties: false` body of `doc.components.schemas` in place; returns their names. */
export function flattenBodies(doc: Json): string[] {
  const schemas: Record<string, Json> = doc.components?.schemas ?? {};
  const flattened: string[] = [];
  const bases = new Set<string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!Array.isArray(schema.allOf) || schema.unevaluatedProperties !== false) continue;
    const { allOf, unevaluatedProperties, properties: own = {}, required: ownRequired = [], ...rest } = schema;
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    for (const part of allOf as Json[]) {
      const baseName = part.$ref ? componentName(part.$ref) : undefined;
      const base = baseName ? schemas[baseName] : part;
      if (!base || base.allOf || base.additionalProperties !== undefined)
        throw new Error(`${name}: allOf member ${part.$ref ?? '(inline)'} is not a plain base schema`);
      if (baseName) bases.add(baseName);
      Object.assign(properties, base.properties);
      required.push(...(base.required ?? []));
    }
    for (const [key, value] of Object.entries<Json>(own)) properties[key] = { ...properties[key], ...value };
    required.push(...ownRequired);
    schemas[name] = {
      ...rest,
      type: 'object',
      additionalProperties: false,
      ...(required.length ? { required: [...new Set(required)] } : {}),
      properties,
    };
    flattened.push(name);
  }
  const text = JSON.stringify({ ...doc, components: { ...doc.components, schemas: undefined } }) + JSON.stringify(schemas);
  for (const base of bases) if (!text.includes(`"#/components/schemas/${base}"`)) delete schemas[base];
  return flattened;
}
