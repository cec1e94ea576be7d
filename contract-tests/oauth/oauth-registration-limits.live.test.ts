/**
 * Limits on open client registration (RFC 7591): every bounded metadata field, generated from the server's table
 * (src/oauth/clientLimits.ts), registers at its limit and is refused one past it with 400 invalid_client_metadata
 * naming the field, storing nothing; the document states the same limits and every answer conforms to it.
 * Each registration comes from its own loopback address, so the per-address registration limit (10 a minute) never
 * decides an answer here, nor do the registrations of other files.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/db/knex.js';
import { clientMetadataLimits } from '../../src/oauth/clientLimits.js';
import { GRANTABLE } from '../../src/oauth/provider.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { assertConformsAt } from '../lib/contract.js';

const { baseUrl, databaseUrl } = inject('contract');
const db = createDb(databaseUrl, { min: 0, max: 2 });
afterAll(() => db.destroy());

/** The part of a JSON Schema in the document this file reads: properties with their length limits, or an allOf of them. */
interface SchemaNode {
  properties?: Record<string, { maxLength?: number; maxItems?: number; items?: { maxLength?: number } }>;
  allOf?: SchemaNode[];
}

let addresses = 0;
/** POST /api/oauth/register from a loopback address no other registration uses. */
async function register(body: Record<string, unknown>) {
  const n = addresses++;
  const url = new URL('/api/oauth/register', baseUrl);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        localAddress: `127.0.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }))
          .on('error', reject);
      },
    );
    req.on('error', reject).end(JSON.stringify(body));
  });
  const json = JSON.parse(text) as Record<string, unknown>;
  assertConformsAt('/api/oauth/register', 'post', status, json);
  return { status, body: json };
}

const pad = (prefix: string, length: number, suffix = '') => prefix + 'a'.repeat(length - prefix.length - suffix.length) + suffix;
/** A grantable scope string of exactly `length` characters (scopes repeated; oidc-provider accepts repeats). */
function scopeOf(length: number): string {
  for (const a of GRANTABLE)
    for (const b of GRANTABLE) {
      const k = (length - b.length) / (a.length + 1);
      if (Number.isInteger(k) && k >= 0) return [...Array<string>(k).fill(a), b].join(' ');
    }
  throw new Error(`no scope string of ${length} characters`);
}

/**
 * How to make a valid value of a bounded field: a string of a given length, or an array's valid item (of a given
 * length where its items are free text). Fields without a maker (enumerated items, URIs the server would fetch) are
 * checked one past their limit only.
 */
const VALID: Record<string, { string?: (length: number) => string; item?: (length: number, i: number) => string; fixedItem?: string }> = {
  client_name: { string: (n) => pad('Client ', n) },
  redirect_uris: { item: (n, i) => pad(`http://127.0.0.1:7777/${i}`, n) },
  grant_types: { fixedItem: 'authorization_code' },
  response_types: { fixedItem: 'code' },
  scope: { string: scopeOf },
  contacts: { item: (n, i) => pad(`ops${i}.`, n, '@example.com') },
  client_uri: { string: (n) => pad('https://example.com/', n) },
  logo_uri: { string: (n) => pad('https://example.com/', n) },
  policy_uri: { string: (n) => pad('https://example.com/', n) },
  tos_uri: { string: (n) => pad('https://example.com/', n) },
};
const BASE = { redirect_uris: ['http://127.0.0.1:7777/cb'], token_endpoint_auth_method: 'none' };

type Case = { name: string; field: string; value: unknown; problem?: string };
const cases: Case[] = Object.entries(clientMetadataLimits()).flatMap(([field, limit]): Case[] => {
  const make = VALID[field] ?? {};
  if (limit.kind === 'string') {
    return [
      ...(make.string ? [{ name: `${field} of ${limit.maxLength} characters`, field, value: make.string(limit.maxLength) }] : []),
      {
        name: `${field} of ${limit.maxLength + 1} characters`,
        field,
        value: 'x'.repeat(limit.maxLength + 1),
        problem: `${field} must be at most ${limit.maxLength} characters`,
      },
    ];
  }
  const item = make.fixedItem ?? make.item?.(30, 0) ?? 'x';
  // oidc-provider drops repeated items, so free-text items differ; an enumerated field repeats its one valid item.
  const items = (count: number, length = 30) => Array.from({ length: count }, (_, i) => make.item?.(length, i) ?? item);
  const out: Case[] = [
    { name: `${field} of ${limit.maxItems + 1} items`, field, value: items(limit.maxItems + 1), problem: `${field} must have at most ${limit.maxItems} items` },
    {
      name: `${field} with an item of ${limit.itemMaxLength + 1} characters`,
      field,
      value: [item, 'x'.repeat(limit.itemMaxLength + 1)],
      problem: `${field}[1] must be at most ${limit.itemMaxLength} characters`,
    },
  ];
  if (make.fixedItem || make.item) out.push({ name: `${field} of ${limit.maxItems} items`, field, value: items(limit.maxItems) });
  if (make.item) out.push({ name: `${field} with items of ${limit.itemMaxLength} characters`, field, value: items(2, limit.itemMaxLength) });
  return out;
});
// Characters are code points, as JSON Schema's maxLength counts them: 200 emoji are 400 UTF-16 units.
cases.push({ name: 'client_name of 200 astral characters', field: 'client_name', value: '\u{1F9ED}'.repeat(200) });
cases.push({
  name: 'client_name of 201 astral characters',
  field: 'client_name',
  value: '\u{1F9ED}'.repeat(201),
  problem: 'client_name must be at most 200 characters',
});

/** What the server stores for `value`: oidc-provider drops repeated array items and repeated scopes. */
const stored = (field: string, value: unknown) =>
  Array.isArray(value) ? [...new Set(value)] : field === 'scope' ? [...new Set(String(value).split(' '))].join(' ') : value;
const storedNamed = (name: string) => db('oauth_records').where({ model: 'Client' }).whereRaw("payload->>'client_name' = ?", [name]).first();

describe('open client registration is bounded (RFC 7591 §3.2.2)', () => {
  it.each(cases)('$name', async ({ field, value, problem }) => {
    // A unique name finds the row this registration stored, or proves it stored none.
    const marker = `limits ${randomUUID()}`;
    const body = { ...BASE, client_name: marker, [field]: value };
    const name = body.client_name as string;
    const res = await register(body);
    if (problem) {
      expect(res.status).toBe(400);
      // oidc-provider answers a problem with redirect_uris as invalid_redirect_uri (RFC 7591 §3.2.2 names both codes).
      const error = field === 'redirect_uris' ? 'invalid_redirect_uri' : 'invalid_client_metadata';
      expect(res.body).toEqual({ error, error_description: problem });
      expect(await storedNamed(name)).toBeUndefined();
    } else {
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
      expect(res.body[field]).toEqual(stored(field, value));
      expect((await storedNamed(name))?.payload[field]).toEqual(stored(field, value));
    }
  });

  it('the document states the same limits as maxLength and maxItems', () => {
    const schemas: Record<string, unknown> = doc.components.schemas;
    const schema = schemas.OAuthClientMetadata as SchemaNode;
    const props = schema.properties ?? schema.allOf?.find((s) => s.properties)?.properties;
    for (const [field, limit] of Object.entries(clientMetadataLimits())) {
      const p = props?.[field];
      expect(p, field).toBeDefined();
      if (limit.kind === 'string') expect(p?.maxLength, field).toBe(limit.maxLength);
      else expect([p?.maxItems, p?.items?.maxLength], field).toEqual([limit.maxItems, limit.itemMaxLength]);
    }
  });
});
