/**
 * A minimal valid value of a JSON Schema of the bundled document (its `$ref`s resolved against it): the
 * recorder's request body when the document has no example for it (only required fields, first enum value,
 * schema examples and defaults preferred).
 */
import type { Json } from '../../src/core/json.js';

export function resolver(doc: Json) {
  const resolve = (ref: string): Json =>
    ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  const deref = (node: Json): Json => (node?.$ref ? deref(resolve(node.$ref)) : node);
  return { resolve, deref };
}

/** A sample value of `schema`; `today` (YYYY-MM-DD) and `now` (ISO) for dates. */
export function sampleOf(doc: Json, schema: Json, at: { today: string; now: string }, depth = 0): Json {
  const { deref } = resolver(doc);
  const s = deref(schema);
  if (!s || depth > 8) return null;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum.find((v: Json) => v !== null) ?? s.enum[0];
  if (s.allOf) {
    const merged: Json = {};
    for (const part of s.allOf) {
      const v = sampleOf(doc, part, at, depth + 1);
      if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(merged, v);
    }
    return merged;
  }
  if (s.oneOf || s.anyOf) return sampleOf(doc, (s.oneOf ?? s.anyOf).find((b: Json) => deref(b)?.type !== 'null') ?? (s.oneOf ?? s.anyOf)[0], at, depth + 1);
  const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.find((t) => t && t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const k of s.required ?? []) out[k] = sampleOf(doc, s.properties?.[k] ?? {}, at, depth + 1);
      return out;
    }
    case 'array':
      return s.minItems ? Array.from({ length: s.minItems }, () => sampleOf(doc, s.items ?? {}, at, depth + 1)) : [];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? Math.max(s.minimum, 1) : 1;
    case 'boolean':
      return true;
    default:
      if (s.format === 'date') return at.today;
      if (s.format === 'date-time') return at.now;
      if (s.format === 'email') return 'ada.lovelace@example.com';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Example';
  }
}
