/**
 * Search finds identifiers (spec 2 §4.3): titles mixing words with CVE ids, versions, build numbers, error codes,
 * snake_case names and other tools' ticket numbers are found by their exact title, by every identifier-like token
 * in them (letters and digits joined by hyphens, dots or underscores) and by that token's numeric parts — for every
 * searchable type. Titles are generated (fast-check, fixed seed: a failure replays), each entity also carries a
 * marker of its own so that several titles sharing a token never crowd the one looked for out of the results.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as sdk from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { as, must, ok, useSdk } from '../lib/sdkAs.js';

const SEED = 20261128;
useSdk();
/** The org admin's per-call options. */
let admin: RequestInit;
let me: string;

const word = fc.stringMatching(/^[a-z]{4,9}$/);
const digits = (min: number, max: number) => fc.integer({ min: 10 ** (min - 1), max: 10 ** max - 1 }).map(String);
/** Identifier-like tokens, as engineers paste them from other tools. */
const identifier = fc.oneof(
  fc.tuple(fc.integer({ min: 1999, max: 2099 }), digits(4, 5)).map(([y, n]) => `CVE-${y}-${n}`),
  fc.tuple(fc.nat(30), fc.nat(40), fc.nat(99)).map(([a, b, c]) => `${a}.${b}.${c}`),
  fc.tuple(word, digits(10, 13)).map(([w, n]) => `${w}-${n}`),
  fc.tuple(fc.constantFrom('E', 'ERR', 'HTTP'), digits(3, 5)).map(([p, n]) => `${p}${n}`),
  fc.tuple(word, word).map(([a, b]) => `${a}_${b}`),
  fc.tuple(fc.stringMatching(/^[A-Z]{2,5}$/), digits(1, 6)).map(([p, n]) => `${p}-${n}`),
  fc.tuple(word, fc.nat(9)).map(([w, n]) => `${w}-v${n}`),
  digits(6, 12),
);
const titleOf = fc
  .tuple(word, identifier, fc.option(word, { nil: undefined }), fc.option(identifier, { nil: undefined }))
  .map(([w, id, w2, id2]) => ({ words: [w, w2].filter(Boolean) as string[], ids: [id, id2].filter(Boolean) as string[] }));

type Made = { type: string; id: string; title: string; ids: string[] };

/** How each searchable type is made with a given title. */
const MAKERS: Record<string, (title: string, ctx: { visionId: string; customerId: string; n: number }) => Promise<string>> = {
  task: async (title) => must(await sdk.createTask({ title }, undefined, admin)).id,
  opportunity: async (title) => must(await sdk.createOpportunity({ title }, undefined, admin)).id,
  vision: async (title) => must(await sdk.createVision({ name: title, narrative: 'A story.', kind: 'product' }, undefined, admin)).id,
  objective: async (title, c) => must(await sdk.createObjective({ title, visionId: c.visionId, driId: me }, undefined, admin)).id,
  metric: async (title) => must(await sdk.createMetric({ name: title, unit: 'count' }, undefined, admin)).id,
  customer: async (title) => must(await sdk.createCustomer({ name: title }, undefined, admin)).id,
  strategy: async (title) => must(await sdk.createStrategy({ name: title, content: 'Plan.' }, undefined, admin)).id,
  insight: async (title, c) => must(await sdk.createInsight({ verbatim: title, source: 'interview', customerId: c.customerId }, undefined, admin)).id,
  team: async (title, c) =>
    must(
      await sdk.createTeam(
        { name: title, prefix: `Q${String.fromCharCode(65 + (c.n % 26))}${String.fromCharCode(65 + Math.floor(c.n / 26))}` },
        undefined,
        admin,
      ),
    ).id,
};

const made: Made[] = [];

async function hits(query: string, type: string): Promise<string[]> {
  return ok(await sdk.searchEntities({ query, types: type, limit: 40 }, admin)).map((h) => h.id);
}

/** The letter-and-digit runs of a token that are numbers ("CVE-2026-1234" → 2026, 1234). */
const numbers = (token: string) => (token.match(/\d+/g) ?? []).filter((n) => n.length >= 2);

beforeAll(async () => {
  const org = await newOrg('Search identifiers org');
  admin = as(org.apiKey);
  me = ok(await sdk.getViewer(admin)).userId;
  const ctx = {
    visionId: must(await sdk.createVision({ name: 'Root', narrative: 'Root story.' }, undefined, admin)).id,
    customerId: must(await sdk.createCustomer({ name: 'Acme' }, undefined, admin)).id,
    n: 0,
  };
  const samples = fc.sample(titleOf, { seed: SEED, numRuns: 6 * Object.keys(MAKERS).length });
  let i = 0;
  for (const type of Object.keys(MAKERS)) {
    for (let k = 0; k < 6; k++, i++) {
      const { words, ids } = samples[i];
      const title = [`marker${i}q`, words[0], ids[0], words[1], ids[1]].filter(Boolean).join(' ');
      ctx.n = i;
      made.push({ type, id: await MAKERS[type](title, ctx), title, ids });
    }
  }
  // The cases the issue names, on a task.
  for (const title of ['Patch CVE-2026-1234 in the parser', 'Upgrade to node 20.19.5', 'race-1795875868609']) {
    made.push({ type: 'task', id: await MAKERS.task(title, ctx), title, ids: title.match(/\S*\d\S*/g) ?? [] });
  }
});

describe('search finds identifiers', () => {
  it('the reported titles by their exact title, their identifier and its numbers', async () => {
    const [cve, node, race] = made.slice(-3);
    for (const q of [cve.title, 'CVE-2026-1234', '2026-1234', '1234', 'cve 1234']) expect(await hits(q, 'task'), q).toContain(cve.id);
    for (const q of [node.title, '20.19.5', '20.19', 'node 20']) expect(await hits(q, 'task'), q).toContain(node.id);
    for (const q of [race.title, '1795875868609', 'race 1795875868609']) expect(await hits(q, 'task'), q).toContain(race.id);
  });

  it("every entity of every type by its exact title, each identifier in it, and each identifier's numbers", async () => {
    const misses: string[] = [];
    for (const m of made) {
      const queries = [m.title, ...m.ids, ...m.ids.flatMap(numbers)];
      for (const q of new Set(queries)) {
        if (!(await hits(q, m.type)).includes(m.id)) misses.push(`${m.type} "${m.title}" not found by "${q}"`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('a token matches its own entity first among entities that do not contain it', async () => {
    for (const m of made.filter((x) => x.ids.length).slice(0, 20)) {
      const found = await hits(m.ids[0], m.type);
      const others = made.filter((x) => x.type === m.type && !x.title.toLowerCase().includes(m.ids[0].toLowerCase()));
      expect(found[0], `${m.ids[0]} → ${m.title}`).toBeDefined();
      expect(others.map((o) => o.id)).not.toContain(found[0]);
    }
  });
});
