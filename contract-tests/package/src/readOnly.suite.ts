/**
 * The read-only suite (`sextant-contract --read-only`), generated from the operation table: one test per GET
 * operation of the chosen tags. Path parameters are found by reading: `/customers/{customerId}/contacts/{contactId}`
 * takes the first customer of GET /customers and the first contact of its GET …/contacts. The answer must be a
 * documented success status whose body matches the document (checkedFetch validates every JSON answer). An operation
 * whose ids no list gives, or that needs a query parameter (documented as required, or refused without one with a 400
 * naming only query fields), is skipped with the reason (reported as "not run"). Given another org's key
 * (`--other-org-key`), every read by id is made with it too and must answer 404 (tenancy, spec 2 §3).
 * Built to dist/suite/read-only.test.mjs; named *.suite.ts so the repository's own vitest projects do not collect it.
 */
import { describe, expect, inject, it } from 'vitest';
import { operations, type OperationId } from '../../../src/generated/operations.js';
import { checkedFetch } from '../../lib/contract.js';
import { bundled, deref } from '../../lib/openapiNodes.js';
import { readOperationsOf } from './catalog.js';
import './types.js';

const { baseUrl, adminKey, otherOrgKey } = inject('contract');
const { tags } = inject('sxct');
const auth = { authorization: `Bearer ${adminKey}` };

/** The GET operation of exactly `template` (a list), if the document has one. */
const listAt = (template: string) => Object.values(operations).find((r) => r.method === 'GET' && r.path === template);

/** Query parameters `id` requires (it is skipped: a generated value could not stand for a real one). */
function requiredQuery(id: OperationId): string[] {
  const op = operations[id];
  const node = bundled.paths[op.path]?.get;
  const params = [...(bundled.paths[op.path]?.parameters ?? []), ...(node?.parameters ?? [])].map((p) => deref(p));
  return params.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
}

const firstItems = new Map<string, Promise<Record<string, unknown> | undefined>>();

/** The first item of the list at the concrete path `path` (memoized per path), or undefined when it has none. */
function firstItem(path: string): Promise<Record<string, unknown> | undefined> {
  let p = firstItems.get(path);
  if (!p) {
    p = (async () => {
      const res = await checkedFetch(`${baseUrl}${path}`, { headers: auth });
      if (!res.ok) return undefined;
      const body = (await res.json()) as { data?: unknown };
      return Array.isArray(body.data) ? (body.data[0] as Record<string, unknown> | undefined) : undefined;
    })();
    firstItems.set(path, p);
  }
  return p;
}

/** The value of path parameter `param` in a list item: the field of that name, its last word (`metricKey` → `key`), else `id`. */
function idOf(item: Record<string, unknown>, param: string): string | undefined {
  const last = param.replace(/^[a-z]+(?=[A-Z])/, '');
  const candidates = [item[param], item[last.charAt(0).toLowerCase() + last.slice(1)], item.id];
  const hit = candidates.find((v) => typeof v === 'string' || typeof v === 'number');
  return hit === undefined ? undefined : String(hit);
}

/** `template` with every path parameter filled from the list before it, or the reason it cannot be. */
async function concretePath(template: string): Promise<{ path: string } | { reason: string }> {
  const segments = template.split('/');
  let path = '';
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i];
    const param = /^\{(\w+)\}$/.exec(seg)?.[1];
    if (!param) {
      path += `/${seg}`;
      continue;
    }
    const list = segments.slice(0, i).join('/');
    if (!listAt(list)) return { reason: `no list operation at ${list} gives {${param}}` };
    const item = await firstItem(path);
    const value = item && idOf(item, param);
    if (!value) return { reason: `${list} lists nothing to read {${param}} from` };
    path += `/${encodeURIComponent(value)}`;
  }
  return { path };
}

describe('read-only: every GET operation of the chosen tags answers as documented', () => {
  for (const id of readOperationsOf(tags)) {
    it(id, async (ctx) => {
      const needs = requiredQuery(id);
      if (needs.length) return ctx.skip(`needs the query parameter${needs.length > 1 ? 's' : ''} ${needs.join(', ')}`);
      const at = await concretePath(operations[id].path);
      if ('reason' in at) return ctx.skip(at.reason);
      const res = await checkedFetch(`${baseUrl}${at.path}`, { headers: auth, redirect: 'manual' });
      const text = await res.text();
      // A read that wants one of several query parameters (a task or an integration) refuses a bare GET with a 400
      // naming them only: that is the documented answer, and a generated value could not stand for a real one.
      const refusal = res.status === 400 ? (JSON.parse(text) as { error?: { code?: string; details?: { field: string }[] } }).error : undefined;
      const fields = refusal?.code === 'VALIDATION_FAILED' ? (refusal.details ?? []).map((d) => d.field) : [];
      if (fields.length && fields.every((f) => f.startsWith('query.'))) {
        return ctx.skip(`needs the query parameter${fields.length > 1 ? 's' : ''} ${fields.map((f) => f.slice(6)).join(' or ')}`);
      }
      expect(res.status, `GET ${at.path}: ${text.slice(0, 400)}`).toBeLessThan(400);
      // Tenancy (spec 2 §3): what this org's ids name, another org's admin reads as 404.
      if (otherOrgKey && operations[id].pathParams.length) {
        const foreign = await checkedFetch(`${baseUrl}${at.path}`, { headers: { authorization: `Bearer ${otherOrgKey}` }, redirect: 'manual' });
        expect(foreign.status, `GET ${at.path} as another org's admin: ${(await foreign.text()).slice(0, 400)}`).toBe(404);
      }
    });
  }
});
