/**
 * Global search (spec 2 §4.3; limits spec 2 §8: at most 40 results, a query of at least 2 characters), fast at any
 * org size. Each type the caller can read contributes a bounded set of candidates; only candidates
 * are ranked, and the sets are merged to `limit`:
 *
 *  - exact ref: `ENG-12`, `VIS-3`, `STR-2`, … (and a team prefix) read through the (org_id, number) / (org_id, prefix) key.
 *  - title matches: every query word (or a correction of it, below) starts a word of the title.
 *  - body matches: every query word starts a word of the title or the body; only looked for while a type has
 *    fewer than `limit` title matches.
 *  Each set is found in two steps. The probe reads the type's newest PROBE_ROWS rows (an index scan backward on
 *  (org_id, number)) and keeps the first `limit` that match, so a common word ("alpha" in a third of the tasks) is
 *  answered after a few hundred rows. When the probe finds fewer than `limit` and the org has more rows than it
 *  read, the fallback asks the per-org GIN index on `sextant_search_keys(org_id, search_doc)` for `limit` more:
 *  the words are then rare among the newest rows, so their posting lists in this org are short (the index keeps
 *  them per org, so other orgs' rows cost nothing). Each word is asked for as the exact keys it expands to in the
 *  org's vocabulary (every known lexeme that starts with it), which GIN intersects quickly; a prefix key would
 *  make it collect every matching posting list first. Teams and users (small per org) are matched in full.
 *  Only the first MAX_WORDS distinct words of a query count.
 *
 * Identifiers: query words are the letter-and-digit runs of the query; every row's search_doc also holds the
 * letter-and-digit runs of its title and body (and those runs split where letters meet digits) as `simple` lexemes
 * (migrations/20261214000100_search_identifiers.ts), so `CVE-2026-1234`, `20.19.5`, `race-1795875868609` and
 * `ERR113` are found whole and by their parts (`2026`, `20.19`, `1795875868609`, `113`).
 *
 * Typo tolerance: a query word of 4+ characters that starts no word of the org's vocabulary (`search_words`, kept
 * by triggers, migrations/20261201000000_scale.ts) is also matched as its up to three closest vocabulary words
 * (pg_trgm word similarity ≥ 0.4, closest first, and within FIX_MARGIN of the closest one's similarity):
 * "onbording" searches for "onbording* | onboarding*".
 *
 * Score (higher first): 10 for an exact ref, 2 when the title matches, plus ts_rank over title (weight A) and body
 * (weight B), capped at 1, plus the word similarity of the query to the title; ties by type, then title. So an
 * exact ref ranks first and title matches rank above body matches.
 *
 * Safety net: the whole search runs in one read transaction with `statement_timeout` (the caller's `timeoutMs`). A
 * statement cancelled by it rolls the transaction back, which returns the connection to the pool clean; the search
 * service turns the cancellation into 503 with Retry-After (src/services/search.ts).
 */
import type { Knex } from 'knex';

export type SearchType = 'vision' | 'objective' | 'metric' | 'opportunity' | 'task' | 'team' | 'user' | 'customer' | 'insight' | 'strategy';

/** One ranked candidate, before the API mapping (type, UUID, ref or null, title, snippet ≤ 200 chars, score). */
export interface SearchRow {
  type: SearchType;
  id: string;
  ref: string | null;
  title: string;
  snippet: string;
  score: number;
}

/** Newest rows per type the probe reads before it asks the index. */
export const PROBE_ROWS = 2000;
/** Query words considered (the rest are ignored), and spelling alternatives per word. */
const MAX_WORDS = 8;
const MAX_ALTERNATIVES = 3;
/** A spelling alternative counts only within this trigram similarity of the closest one: "quokaqueue" is read as
 *  "quokkaqueue" (0.77), not also as "queue" (0.55), whose many title matches would crowd the intended word out. */
const FIX_MARGIN = 0.1;
interface Source {
  table: string;
  /** Per-org counter of a numbered table (its rows are probed newest first); none for teams and users. */
  counter?: string;
  title: string;
  snippet: string;
  /** Columns the probe reads (alias-free). */
  columns: string;
  /** Joins after `FROM <table> e`. */
  join: string;
  /** The ref as SQL over e (and tm), or null. */
  ref: string | null;
  /** The row named by an exact ref in the (upper-cased) query, as SQL over e/tm with its values. */
  refWhere: (q: string) => { sql: string; values: unknown[] } | undefined;
}

const numbered = (prefix: string) => (q: string) => {
  const m = new RegExp(`^${prefix}-(\\d{1,9})$`).exec(q);
  return m ? { sql: 'e.number = ?', values: [Number(m[1])] } : undefined;
};

const SOURCES: Record<SearchType, Source> = {
  vision: {
    table: 'visions',
    counter: 'vision',
    title: 'name',
    snippet: 'narrative',
    columns: 'org_id, id, number, name, narrative, search_doc',
    join: '',
    ref: `'VIS-' || e.number`,
    refWhere: numbered('VIS'),
  },
  objective: {
    table: 'objectives',
    counter: 'objective',
    title: 'title',
    snippet: 'description',
    columns: 'org_id, id, number, title, description, search_doc',
    join: '',
    ref: `'OBJ-' || e.number`,
    refWhere: numbered('OBJ'),
  },
  metric: {
    table: 'metrics',
    counter: 'metric',
    title: 'name',
    snippet: 'description',
    columns: 'org_id, id, number, name, description, search_doc',
    join: '',
    ref: `'MET-' || e.number`,
    refWhere: numbered('MET'),
  },
  opportunity: {
    table: 'opportunities',
    counter: 'opportunity',
    title: 'title',
    snippet: 'description',
    columns: 'org_id, id, number, title, description, search_doc',
    join: '',
    ref: `'OPP-' || e.number`,
    refWhere: numbered('OPP'),
  },
  task: {
    table: 'tasks',
    counter: 'task',
    title: 'title',
    snippet: 'description',
    columns: 'org_id, id, number, title, description, team_id, search_doc',
    join: 'LEFT JOIN teams tm ON tm.org_id = e.org_id AND tm.id = e.team_id',
    ref: `coalesce(tm.prefix, 'TASK') || '-' || e.number`,
    refWhere: (q) => {
      const m = /^([A-Z][A-Z0-9]{1,3})-(\d{1,9})$/.exec(q);
      return m ? { sql: `e.number = ? AND coalesce(tm.prefix, 'TASK') = ?`, values: [Number(m[2]), m[1]] } : undefined;
    },
  },
  team: {
    table: 'teams',
    title: 'name',
    snippet: 'description',
    columns: '',
    join: '',
    ref: 'e.prefix',
    refWhere: (q) => (/^[A-Z][A-Z0-9]{1,3}$/.test(q) ? { sql: 'e.prefix = ?', values: [q] } : undefined),
  },
  user: { table: 'users', title: 'name', snippet: 'email', columns: '', join: '', ref: null, refWhere: () => undefined },
  customer: {
    table: 'customers',
    counter: 'customer',
    title: 'name',
    snippet: 'status',
    columns: 'org_id, id, number, name, status, search_doc',
    join: '',
    ref: `'CUS-' || e.number`,
    refWhere: numbered('CUS'),
  },
  insight: {
    table: 'insights',
    counter: 'insight',
    title: 'verbatim',
    snippet: 'interpretation',
    columns: 'org_id, id, number, verbatim, interpretation, search_doc',
    join: '',
    ref: `'INS-' || e.number`,
    refWhere: numbered('INS'),
  },
  // Strategies (spec 2 §4.3): name (weight A) and markdown content (weight B), search_doc of migrations/20261210000000_direction.ts.
  strategy: {
    table: 'strategies',
    counter: 'strategy',
    title: 'name',
    snippet: 'content',
    columns: 'org_id, id, number, name, content, search_doc',
    join: '',
    ref: `'STR-' || e.number`,
    refWhere: numbered('STR'),
  },
};

/** Collects SQL text and its `?` bindings in order. */
class Sql {
  readonly values: unknown[] = [];
  /** `?` for `value`, recorded in order: use it inside the template that is being built, left to right. */
  p = (value: unknown): string => {
    this.values.push(value);
    return '?';
  };
}

/** A tsquery lexeme, quoted; `label` is `*`, `*A`, … or empty. */
const lexeme = (l: string, label = '') => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${label ? `:${label}` : ''}`;

/** What the vocabulary says about one query word. */
export interface WordInfo {
  /** The word's lexemes (english); empty for a stop word, which is left out of the query. */
  stems: string[];
  /** Known entries that start with the word or its stem, at most MAX_EXPANSION + 1. */
  expand: string[];
  /** Lexemes of the closest known words, when no known entry starts with the word. */
  fixes: string[];
}

interface Queries {
  /** Title / anywhere, over search_doc, every word a prefix (probe, ranking). */
  title: string;
  any: string;
  /** Title / anywhere, over sextant_search_keys, as exact keys where the vocabulary allows (fallback); undefined
   *  when some word has no key at all (nothing can match). */
  titleKeys?: string;
  anyKeys?: string;
}

/** Entries a word may expand to before the fallback asks the index for its prefix instead. */
export const MAX_EXPANSION = 32;

/**
 * The tsqueries for `words` (every word must match, through any of its spellings): prefix queries over search_doc,
 * and for the per-org index (tag: the first 12 hex digits of the org id) the exact keys each word expands to, or
 * its prefix when it expands to more than MAX_EXPANSION entries. Undefined when every word is a stop word.
 */
export function buildQueries(orgId: string, words: WordInfo[]): Queries | undefined {
  const tag = orgId.replace(/-/g, '').slice(0, 12).toLowerCase();
  const kept = words.filter((w) => w.stems.length > 0);
  if (!kept.length) return undefined;
  const and = (parts: string[][]) => parts.map((alts) => `(${alts.join(' | ')})`).join(' & ');
  const spellings = (w: WordInfo) => [...new Set([...w.stems, ...w.fixes])];
  const keys = (w: WordInfo, field: 'a' | 'b') => [
    ...(w.expand.length > MAX_EXPANSION ? w.stems.map((l) => lexeme(`${tag}${field}${l}`, '*')) : w.expand.map((l) => lexeme(`${tag}${field}${l}`))),
    ...w.fixes.map((l) => lexeme(`${tag}${field}${l}`)),
  ];
  const possible = kept.every((w) => keys(w, 'b').length > 0);
  return {
    title: and(kept.map((w) => spellings(w).map((l) => lexeme(l, '*A')))),
    any: and(kept.map((w) => spellings(w).map((l) => lexeme(l, '*')))),
    ...(possible ? { titleKeys: and(kept.map((w) => [...new Set(keys(w, 'a'))])), anyKeys: and(kept.map((w) => [...new Set(keys(w, 'b'))])) } : {}),
  };
}

type Via = 'ref' | 'title' | 'any';
interface Candidate extends SearchRow {
  via: Via;
}
interface Ref {
  sql: string;
  values: unknown[];
}

/** The SELECT list of a candidate of `type` (over e, and tm for tasks), its score included. */
function selectList(sql: Sql, type: SearchType, s: Source, via: Via, queries: Queries | undefined, ref: Ref | undefined, query: string): string {
  const values = ref ? [...ref.values] : [];
  const refScore = ref ? `(CASE WHEN ${ref.sql.replace(/\?/g, () => sql.p(values.shift()))} THEN 10 ELSE 0 END)` : '0';
  const textScore = queries
    ? ` + (CASE WHEN e.search_doc @@ ${sql.p(queries.title)}::tsquery THEN 2 ELSE 0 END) + least(ts_rank(e.search_doc, ${sql.p(queries.any)}::tsquery), 1)`
    : '';
  return `'${type}'::text AS type, '${via}'::text AS via, e.id, ${s.ref ?? 'NULL'} AS ref, e.${s.title} AS title, left(coalesce(e.${s.snippet}, ''), 200) AS snippet,
    (${refScore}${textScore} + word_similarity(${sql.p(query)}, e.${s.title}))::float8 AS score`;
}

/**
 * The probe's CTE bodies for one type: the exact ref, then title matches among the newest PROBE_ROWS rows (all
 * rows for teams and users), then — only while titles are fewer than `limit` — matches anywhere.
 */
function probeBlocks(
  sql: Sql,
  blocks: string[],
  type: SearchType,
  s: Source,
  org: string,
  queries: Queries | undefined,
  ref: Ref | undefined,
  query: string,
  limit: number,
): void {
  if (ref) {
    const values = [...ref.values];
    blocks.push(`SELECT ${selectList(sql, type, s, 'ref', queries, ref, query)} FROM ${s.table} e ${s.join}
      WHERE e.org_id = ${sql.p(org)} AND ${ref.sql.replace(/\?/g, () => sql.p(values.shift()))} LIMIT 1`);
  }
  if (!queries) return;
  const from = () =>
    s.counter
      ? `(SELECT ${s.columns} FROM ${s.table} WHERE org_id = ${sql.p(org)} ORDER BY number DESC LIMIT ${sql.p(PROBE_ROWS)}) e ${s.join} WHERE true`
      : `${s.table} e ${s.join} WHERE e.org_id = ${sql.p(org)}`;
  const titles = `c${blocks.length}`;
  blocks.push(`SELECT ${selectList(sql, type, s, 'title', queries, ref, query)} FROM ${from()}
    AND e.search_doc @@ ${sql.p(queries.title)}::tsquery LIMIT ${sql.p(limit)}`);
  blocks.push(`SELECT ${selectList(sql, type, s, 'any', queries, ref, query)} FROM ${from()}
    AND (SELECT count(*) FROM ${titles}) < ${sql.p(limit)} AND e.search_doc @@ ${sql.p(queries.any)}::tsquery LIMIT ${sql.p(limit)}`);
}

/**
 * The fallback's CTE bodies for one type (named f<n>): up to `limit` title matches from the per-org index, then,
 * when those are fewer than `limit` and the probe found fewer than `limit` matches anywhere, up to `limit` matches
 * anywhere. The index condition sits in a fenced subquery (OFFSET 0) so the planner cannot combine it with an
 * org_id index; org_id is checked above it (the org tag is only a prefix of the org id).
 */
function fallbackBlocks(
  sql: Sql,
  blocks: string[],
  type: SearchType,
  s: Source,
  org: string,
  queries: Required<Queries>,
  ref: Ref | undefined,
  query: string,
  limit: number,
  bodies: number,
): void {
  const from = (keys: string) =>
    `(SELECT * FROM ${s.table} x WHERE sextant_search_keys(x.org_id, x.search_doc) @@ ${sql.p(keys)}::tsquery OFFSET 0) e ${s.join} WHERE e.org_id = ${sql.p(org)}`;
  const titles = `f${blocks.length}`;
  blocks.push(`${titles} AS (SELECT ${selectList(sql, type, s, 'title', queries, ref, query)} FROM ${from(queries.titleKeys)} LIMIT ${sql.p(limit)})`);
  if (bodies < limit) {
    blocks.push(`f${blocks.length} AS (SELECT ${selectList(sql, type, s, 'any', queries, ref, query)} FROM ${from(queries.anyKeys)}
      AND (SELECT count(*) FROM ${titles}) < ${sql.p(limit)} LIMIT ${sql.p(limit)})`);
  }
}

/** Candidates merged: one per entity (its best score), best first, ties by type then title, at most `limit`. */
function rank(found: Candidate[], limit: number): SearchRow[] {
  const best = new Map<string, Candidate>();
  for (const c of found) {
    const key = `${c.type}:${c.id}`;
    const seen = best.get(key);
    if (!seen || c.score > seen.score) best.set(key, c);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || (a.type < b.type ? -1 : a.type > b.type ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
    .slice(0, limit)
    .map(({ via: _via, ...row }) => ({ ...row, score: Number(row.score) }));
}

/**
 * GET /api/v1/search (spec 2 §4.3, §8): at most `limit` (1-40) hits over `types` (already narrowed to what the
 * caller can read), best first, in the caller's org only. `query` is the trimmed query (≥ 2 characters).
 * Runs in its own read transaction (its settings — statement_timeout, planner switches — end with it; called
 * inside a caller's transaction they would last until that one ends).
 * A statement cancelled by `timeoutMs` (ms) rejects with the database's error (code 57014): the service answers 503.
 */
export async function searchRows(db: Knex, org: string, query: string, types: SearchType[], limit: number, timeoutMs: number): Promise<SearchRow[]> {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
  const refQuery = query.toUpperCase();
  const found = await db.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('statement_timeout', ?, true), set_config('pg_trgm.word_similarity_threshold', '0.4', true)`, [String(timeoutMs)]);

    // 1. Per query word: its lexemes, the known entries it starts (to ask the index for exact keys), and when
    //    it starts none, the lexemes of its closest known words; the org's counters (an upper bound on the rows
    //    of each numbered type).
    // Each lookup is an index range on (org_id, word) or the trigram index, whatever the statistics say; the
    // CTEs are materialised so each runs once per word.
    const {
      rows: [info],
    } = await trx.raw(
      `WITH q AS MATERIALIZED (
           SELECT u.i, u.w, tsvector_to_array(to_tsvector('english', u.w)) AS stems FROM unnest(?::text[]) WITH ORDINALITY AS u(w, i)),
         x AS MATERIALIZED (
           SELECT q.i, ARRAY(
             SELECT e.word FROM (
               (SELECT v.word FROM search_words v WHERE v.org_id = ? AND v.word >= q.w AND v.word < q.w || chr(1114111) ORDER BY v.word LIMIT ?)
               UNION
               (SELECT v.word FROM search_words v WHERE v.org_id = ? AND v.word >= q.stems[1] AND v.word < q.stems[1] || chr(1114111) ORDER BY v.word LIMIT ?)
             ) e ORDER BY e.word LIMIT ?) AS entries
           FROM q),
         f AS MATERIALIZED (
           SELECT q.i, ARRAY(
             SELECT DISTINCT l FROM (
               SELECT n.word, n.s, max(n.s) OVER () AS best FROM (
                 SELECT v.word, similarity(q.w, v.word) AS s FROM search_words v WHERE v.org_id = ? AND q.w <% v.word
                 ORDER BY similarity(q.w, v.word) DESC, v.word LIMIT ?) n) c,
               unnest(tsvector_to_array(to_tsvector('english', c.word) || to_tsvector('simple', c.word))) AS l
             WHERE c.s >= c.best - ?) AS lexemes
           FROM q JOIN x USING (i) WHERE cardinality(x.entries) = 0 AND length(q.w) >= 4)
         SELECT (SELECT json_object_agg(entity, value) FROM org_counters WHERE org_id = ?) AS counters,
                (SELECT json_agg(json_build_object('stems', q.stems, 'expand', x.entries, 'fixes', coalesce(f.lexemes, '{}')) ORDER BY q.i)
                   FROM q JOIN x USING (i) LEFT JOIN f USING (i)) AS words`,
      [words, org, MAX_EXPANSION + 1, org, MAX_EXPANSION + 1, MAX_EXPANSION + 1, org, MAX_ALTERNATIVES, FIX_MARGIN, org],
    );
    const counters = (info.counters ?? {}) as Record<string, number>;
    const queries = buildQueries(org, (info.words ?? []) as WordInfo[]);

    // 2. Exact refs and probes, every type in one statement.
    const probe = new Sql();
    const blocks: string[] = [];
    for (const type of types) {
      // A numbered type the org has never made a row of (no counter: every insert takes a number) is not asked.
      const s = SOURCES[type];
      if (s.counter && !((counters[s.counter] ?? 0) > 0)) continue;
      probeBlocks(probe, blocks, type, s, org, queries, s.refWhere(refQuery), query, limit);
    }
    const found: Candidate[] = [];
    if (blocks.length) {
      const { rows } = await trx.raw(
        `WITH ${blocks.map((b, i) => `c${i} AS (${b})`).join(',\n')}\n${blocks.map((_, i) => `SELECT * FROM c${i}`).join('\nUNION ALL ')}`,
        probe.values as Knex.RawBinding[],
      );
      found.push(...(rows as Candidate[]));
    }

    // 3. The per-org index, for the types whose probe came up short without having read all their rows.
    if (queries?.titleKeys && queries.anyKeys) {
      const fallback = new Sql();
      const parts: string[] = [];
      for (const type of types) {
        const s = SOURCES[type];
        if (!s.counter || (counters[s.counter] ?? 0) <= PROBE_ROWS) continue;
        if (found.filter((c) => c.type === type && c.via === 'title').length >= limit) continue;
        const bodies = found.filter((c) => c.type === type && c.via === 'any').length;
        fallbackBlocks(fallback, parts, type, s, org, queries as Required<Queries>, s.refWhere(refQuery), query, limit, bodies);
      }
      if (parts.length) {
        // Only the per-org GIN index may answer these, never a walk through the org's rows with a filter.
        await trx.raw(`SELECT set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
        const { rows } = await trx.raw(
          `WITH ${parts.join(',\n')}\n${parts.map((_, i) => `SELECT * FROM f${i}`).join('\nUNION ALL ')}`,
          fallback.values as Knex.RawBinding[],
        );
        found.push(...(rows as Candidate[]));
      }
    }
    return found;
  });
  return rank(found, limit);
}
