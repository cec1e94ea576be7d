/**
 * The data generator behind `npm run seed` (the command is src/cli/seed.ts): seedOrg fills an existing org with
 * users, teams, visions, metrics, objectives, opportunities and tasks.
 *
 * Consistency: every row carries the org's org_id; numbers come from `org_counters` (a block is reserved up
 * front in one short transaction, so refs never repeat and later API writes continue after the seeded numbers;
 * a seed that fails part-way leaves a gap, like deleted tasks); visionPath is built from the parent's path
 * exactly as src/repositories/visionPaths.ts would (objective `<vision>/<objective>`, opportunity
 * `<objective path>/<opportunity>` through its primary link, task `<opportunity path>/<task>`; orphans null);
 * team prefixes are unique in the org. Parents are the org's existing rows of that type plus the ones seeded.
 * Foreign keys and every constraint are checked by Postgres as usual.
 *
 * Speed: tasks are made by multi-row `INSERT … SELECT` from generate_series in chunks of CHUNK rows, each chunk
 * its own transaction, run on `--concurrency` connections (default: cores + 1, at most 4; a connection waits on
 * I/O part of the time): 1M tasks take under three minutes on 2 cores,
 * most of it Postgres computing each row's search_doc and maintaining the GIN indexes. The tables written are
 * vacuumed and analysed at the end (GIN pending lists flushed, visibility map and statistics current), so the
 * first searches and the planner see the data as a long-lived org would.
 *
 * Activity log: each seeding transaction sets `sextant.bulk_load = on` for itself (set_config(…, true)); the
 * activity triggers' WHEN clause (migrations/20261201000000_scale.ts) skips it, so seeding writes no activity rows
 * and no notifications (seeded entities have an empty activity log). This was preferred to
 * `session_replication_role = replica`, which needs a superuser (a DATABASE_URL role often is not) and would also
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Knex } from 'knex';
import {
  VERBS,
  OBJECTS,
  MODIFIERS,
  CONTEXTS,
  GOALS,
  NOTES,
  VISIONS,
  METRICS,
  OBJECTIVE_VERBS,
  HORIZONS,
  OPPORTUNITY_VERBS,
  TEAMS,
  FIRST,
  LAST,
  CUSTOMERS,
  prng,
  pickFrom,
  sentence,
} from './seedWords.js';

/** Tasks per INSERT (and per transaction). */
export const CHUNK = 25_000;
/** The most of each kind one run makes. */
export const MAX_TASKS = 10_000_000;
export const MAX_OTHER = 100_000;
export const DEFAULT_CONCURRENCY = Math.min(4, availableParallelism() + 1);

export interface SeedOptions {
  orgId: string;
  tasks: number;
  /** Defaults: 3 visions, 12 metrics, 24 objectives, tasks/200 opportunities (5…5000), 8 teams, 40 users. */
  visions?: number;
  metrics?: number;
  objectives?: number;
  opportunities?: number;
  teams?: number;
  users?: number;
  /** Connections inserting task chunks in parallel (default: cores + 1, at most 4). */
  concurrency?: number;
  /** Vacuum and analyse the written tables at the end (default true). */
  vacuum?: boolean;
  /** Seed of the generator's random choices (default 1): the same seed makes the same text. */
  seed?: number;
}

export interface SeedSummary {
  orgId: string;
  users: number;
  teams: number;
  visions: number;
  metrics: number;
  objectives: number;
  opportunities: number;
  tasks: number;
  /** The range of task numbers made (null when no tasks). */
  taskNumbers: { first: number; last: number } | null;
  seconds: number;
}

/** A refusal the caller can fix (exit 2): a missing org, or children without a parent. */
export class SeedArgumentError extends Error {
  override name = 'SeedArgumentError';
}

/**
 * The SQL that inserts tasks numbered ?..? (bindings: see `taskChunk`). Every random choice is made once per row
 * in the fenced subquery (OFFSET 0), so an opportunity's id and path always come from the same pick.
 */
const TASK_SQL = `
WITH w AS (
  SELECT ?::text[] AS verbs, ?::text[] AS objects, ?::text[] AS modifiers, ?::text[] AS contexts, ?::text[] AS goals,
         ?::text[] AS notes, ?::text[] AS customers, ?::uuid[] AS opp_ids, ?::text[] AS opp_paths, ?::uuid[] AS teams, ?::uuid[] AS users
)
INSERT INTO tasks (org_id, id, number, title, description, status, priority, opportunity_id, team_id, owner_id,
                   estimate_minutes, vision_path, created_by, created_at, updated_at)
SELECT ?::uuid, s.id, s.n,
       w.verbs[s.v] || ' the ' || w.objects[s.o] || CASE WHEN w.modifiers[s.m] = '' THEN '' ELSE ' ' || w.modifiers[s.m] END,
       replace(w.contexts[s.c], '{o}', w.objects[s.o2]) || ' ' || w.goals[s.g]
         || CASE WHEN w.notes[s.nt] = '' THEN '' ELSE ' ' || replace(w.notes[s.nt], '{o}', w.objects[s.o3]) END
         || CASE WHEN s.cu IS NULL THEN '' ELSE ' Reported by ' || w.customers[s.cu] || '.' END,
       s.status, s.priority,
       w.opp_ids[s.oi],
       CASE WHEN s.ti IS NULL THEN NULL ELSE w.teams[s.ti] END,
       CASE WHEN s.ui IS NULL THEN NULL ELSE w.users[s.ui] END,
       s.estimate,
       CASE WHEN w.opp_paths[s.oi] IS NULL THEN NULL ELSE w.opp_paths[s.oi] || '/' || s.id END,
       w.users[s.ci],
       s.created_at, s.created_at + s.age
FROM (
  SELECT g.n, gen_random_uuid() AS id,
         1 + floor(power(random(), 1.3) * ?)::int AS v,
         1 + floor(power(random(), 1.6) * ?)::int AS o,
         1 + floor(power(random(), 1.6) * ?)::int AS o2,
         1 + floor(power(random(), 1.6) * ?)::int AS o3,
         1 + floor(power(random(), 1.4) * ?)::int AS m,
         1 + floor(random() * ?)::int AS c,
         1 + floor(random() * ?)::int AS g,
         1 + floor(random() * ?)::int AS nt,
         CASE WHEN random() < 0.35 THEN 1 + floor(random() * ?)::int END AS cu,
         CASE WHEN ? > 0 AND random() < 0.92 THEN 1 + floor(random() * ?)::int END AS oi,
         CASE WHEN ? > 0 AND random() < 0.9 THEN 1 + floor(random() * ?)::int END AS ti,
         CASE WHEN random() < 0.8 THEN 1 + floor(random() * ?)::int END AS ui,
         1 + floor(random() * ?)::int AS ci,
         (ARRAY['completed','completed','completed','completed','cancelled','duplicate','backlog','backlog','todo','in_progress'])[1 + floor(random() * 10)::int] AS status,
         (ARRAY['low','medium','medium','medium','high','high','urgent'])[1 + floor(random() * 7)::int] AS priority,
         CASE WHEN random() < 0.6 THEN (ARRAY[30, 60, 120, 240, 480, 960])[1 + floor(random() * 6)::int] END AS estimate,
         ?::timestamptz + (g.n - ?) * ?::interval AS created_at,
         random() * interval '30 days' AS age
  FROM generate_series(?::int, ?::int) AS g(n)
  OFFSET 0
) s CROSS JOIN w`;

interface Parents {
  users: string[];
  teams: string[];
  visions: { id: string; version: number }[];
  metrics: string[];
  objectives: { id: string; path: string }[];
  opportunities: { id: string; path: string | null }[];
}

/** Reserves `count` numbers of `entity` in the org (one upsert); returns the first. */
async function reserve(trx: Knex, orgId: string, entity: string, count: number): Promise<number> {
  const { rows } = await trx.raw(
    `INSERT INTO org_counters (org_id, entity, value) VALUES (?, ?, ?)
     ON CONFLICT (org_id, entity) DO UPDATE SET value = org_counters.value + EXCLUDED.value RETURNING value`,
    [orgId, entity, count],
  );
  return Number(rows[0].value) - count + 1;
}

/** Runs `fn` in a transaction that the activity triggers skip (see the module comment). */
function bulk<T>(db: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw(`SELECT set_config('sextant.bulk_load', 'on', true), set_config('synchronous_commit', 'off', true)`);
    return fn(trx);
  });
}

/** Inserts `rows` in batches small enough for Postgres's 65,535 bind parameters. */
async function insertRows(trx: Knex, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const size = Math.max(1, Math.floor(60_000 / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
}

const count = (n: number | undefined, fallback: number) => (n === undefined ? fallback : n);

/**
 * Seeds the org `opts.orgId` (see the module comment). `progress` receives human-readable lines. Resolves with
 * what was made and how long it took (seconds). Throws SeedArgumentError when the org does not exist or a kind is
 * asked for with no parent available (objectives without a vision or user, …); database errors propagate.
 */
export async function seedOrg(db: Knex, opts: SeedOptions, progress: (line: string) => void = () => {}): Promise<SeedSummary> {
  const started = performance.now();
  const orgId = opts.orgId.toLowerCase();
  const want = {
    users: count(opts.users, 40),
    teams: count(opts.teams, 8),
    visions: count(opts.visions, 3),
    metrics: count(opts.metrics, 12),
    objectives: count(opts.objectives, 24),
    opportunities: count(opts.opportunities, Math.min(5000, Math.max(5, Math.ceil(opts.tasks / 200)))),
    tasks: opts.tasks,
  };
  const rand = prng(opts.seed ?? 1);
  const pick = pickFrom(rand);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const tag = Math.floor(Date.now() % 1e9).toString(36); // keeps emails of repeated runs apart

  if (!(await db('orgs').where({ id: orgId }).first('id'))) {
    throw new SeedArgumentError(`org ${orgId} does not exist: use the orgId that \`npm run admin -- org:create\` prints`);
  }

  // Everything but tasks: one transaction (at most a few thousand rows each).
  const parents: Parents = await bulk(db, async (trx) => {
    const users = (await trx('users').where({ org_id: orgId }).pluck('id')) as string[];
    const userRows = Array.from({ length: want.users }, (_, i) => {
      const first = pick(FIRST, 1);
      const last = pick(LAST, 1);
      return {
        org_id: orgId,
        name: `${first} ${last}`,
        email: `${first}.${last}.${tag}${i}@seed.example.com`.toLowerCase(),
        org_role: pick(['engineer', 'engineer', 'engineer', 'pm', 'em', 'sales', 'operations', 'executive'], 1),
      };
    });
    const seededUsers: string[] = [];
    for (const r of userRows) seededUsers.push(((await trx('users').insert(r).returning('id'))[0] as { id: string }).id);
    users.push(...seededUsers);
    if (!users.length) throw new SeedArgumentError('the org has no users');

    const teams = (await trx('teams').where({ org_id: orgId }).pluck('id')) as string[];
    const prefixes = new Set((await trx('teams').where({ org_id: orgId }).pluck('prefix')) as string[]);
    const teamRows: Record<string, unknown>[] = [];
    for (let i = 0, k = 0; teamRows.length < want.teams; i++) {
      let [name, prefix] = TEAMS[i % TEAMS.length];
      if (i >= TEAMS.length || prefixes.has(prefix)) {
        do prefix = `T${(++k).toString(36).toUpperCase()}`;
        while (prefixes.has(prefix) || prefix.length > 4);
        name = `${name} ${k}`;
      }
      prefixes.add(prefix);
      teamRows.push({ org_id: orgId, name, prefix, description: `Owns the ${pick(OBJECTS)} and the ${pick(OBJECTS)}.` });
    }
    for (const r of teamRows) teams.push(((await trx('teams').insert(r).returning('id'))[0] as { id: string }).id);
    // Each seeded user joins one team.
    await insertRows(trx, 'team_members', teams.length ? seededUsers.map((u, i) => ({ org_id: orgId, team_id: teams[i % teams.length], user_id: u })) : []);

    const visions = (await trx('visions').where({ org_id: orgId }).select('id', 'version')) as { id: string; version: number }[];
    if (want.visions) {
      const hasCompany = !!(await trx('visions').where({ org_id: orgId, kind: 'company' }).first('id'));
      const first = await reserve(trx, orgId, 'vision', want.visions);
      const rows = Array.from({ length: want.visions }, (_, i) => ({
        org_id: orgId,
        number: first + i,
        name: VISIONS[i % VISIONS.length] + (i >= VISIONS.length ? ` (${Math.floor(i / VISIONS.length) + 1})` : ''),
        kind: i === 0 && !hasCompany ? 'company' : 'product',
        narrative: `In three years, ${pick(CONTEXTS).replace('{o}', pick(OBJECTS)).replace(/\.$/, '').toLowerCase()} no longer. ${pick(GOALS)}`,
        version: 1,
        owner_id: pick(users, 1),
      }));
      for (let i = 0; i < rows.length; i += 1000) {
        const made = (await trx('visions')
          .insert(rows.slice(i, i + 1000))
          .returning(['id', 'name', 'narrative'])) as { id: string; name: string; narrative: string }[];
        await insertRows(
          trx,
          'vision_versions',
          made.map((v) => ({ org_id: orgId, vision_id: v.id, version: 1, name: v.name, narrative: v.narrative })),
        );
        visions.push(...made.map((v) => ({ id: v.id, version: 1 })));
      }
    }

    const metrics = (await trx('metrics').where({ org_id: orgId }).pluck('id')) as string[];
    if (want.metrics) {
      const first = await reserve(trx, orgId, 'metric', want.metrics);
      const rows = Array.from({ length: want.metrics }, (_, i) => {
        const [name, unit] = METRICS[i % METRICS.length];
        return {
          org_id: orgId,
          number: first + i,
          name: name + (i >= METRICS.length ? ` (${pick(TEAMS, 1)[0]})` : ''),
          unit,
          description: `How we know whether the ${pick(OBJECTS)} works. ${pick(GOALS)}`,
          current_value: Math.round(rand() * 1000) / 10,
          steward_id: pick(users, 1),
        };
      });
      for (let i = 0; i < rows.length; i += 1000)
        metrics.push(
          ...(
            (await trx('metrics')
              .insert(rows.slice(i, i + 1000))
              .returning('id')) as { id: string }[]
          ).map((r) => r.id),
        );
    }

    const objectives = (await trx('objectives').where({ org_id: orgId }).select('id', 'vision_path as path')) as { id: string; path: string }[];
    if (want.objectives) {
      if (!visions.length) throw new SeedArgumentError('objectives need a vision: pass --visions 1 or more, or create one first');
      const first = await reserve(trx, orgId, 'objective', want.objectives);
      const rows = Array.from({ length: want.objectives }, (_, i) => {
        const vision = visions[i % visions.length];
        const id = randomUUID();
        const anchored = metrics.length > 0 && rand() < 0.85;
        const start = Math.round(rand() * 50);
        return {
          org_id: orgId,
          id,
          number: first + i,
          vision_id: vision.id,
          vision_version: vision.version,
          vision_path: `${vision.id}/${id}`,
          title: `${pick(OBJECTIVE_VERBS, 1)} ${pick(METRICS)[0].toLowerCase()} ${pick(HORIZONS, 1)}`.trim(),
          description: sentence(`${pick(CONTEXTS).replace('{o}', pick(OBJECTS))} ${pick(GOALS)}`),
          metric_id: anchored ? pick(metrics, 1) : null,
          target_operator: anchored ? 'gte' : null,
          target_numeric: anchored ? start + 10 + int(0, 40) : null,
          start_numeric: anchored ? start : null,
          dri_id: pick(users, 1),
          horizon: pick(['short', 'long', null], 1),
          status: pick(['active', 'active', 'active', 'achieved', 'abandoned'], 1),
        };
      });
      for (let i = 0; i < rows.length; i += 1000) await trx('objectives').insert(rows.slice(i, i + 1000));
      objectives.push(...rows.map((r) => ({ id: r.id, path: r.vision_path })));
    }

    // Existing opportunities keep their paths; seeded ones get a primary link to one objective and its path.
    const opportunities = (await trx('opportunities').where({ org_id: orgId }).select('id', 'vision_path as path')) as { id: string; path: string | null }[];
    if (want.opportunities) {
      const first = await reserve(trx, orgId, 'opportunity', want.opportunities);
      const rows: Record<string, unknown>[] = [];
      const links: Record<string, unknown>[] = [];
      for (let i = 0; i < want.opportunities; i++) {
        const id = randomUUID();
        const objective = objectives.length && rand() < 0.95 ? objectives[int(0, objectives.length - 1)] : undefined;
        const path = objective ? `${objective.path}/${id}` : null;
        rows.push({
          org_id: orgId,
          id,
          number: first + i,
          title: `${pick(OPPORTUNITY_VERBS, 1)} the ${pick(OBJECTS)} ${pick(MODIFIERS)}`.trim(),
          description: `${pick(CONTEXTS).replace('{o}', pick(OBJECTS))} ${pick(GOALS)}`,
          state: pick(['completed', 'completed', 'in_progress', 'backlog', 'cancelled'], 1),
          team_id: teams.length ? pick(teams, 1) : null,
          lead_id: pick(users, 1),
          vision_path: path,
          created_by: pick(users, 1),
        });
        if (objective) links.push({ org_id: orgId, opportunity_id: id, objective_id: objective.id, kind: 'primary' });
        opportunities.push({ id, path });
      }
      await insertRows(trx, 'opportunities', rows);
      await insertRows(trx, 'opportunity_objectives', links);
    }
    return { users, teams, visions, metrics, objectives, opportunities };
  });
  progress(
    `seed: ${want.users} users, ${want.teams} teams, ${want.visions} visions, ${want.metrics} metrics, ${want.objectives} objectives, ${want.opportunities} opportunities`,
  );

  // Tasks: a block of numbers reserved and committed first, then chunks on parallel connections.
  let taskNumbers: SeedSummary['taskNumbers'] = null;
  if (want.tasks > 0) {
    const first = await db.transaction((trx) => reserve(trx, orgId, 'task', want.tasks));
    const last = first + want.tasks - 1;
    taskNumbers = { first, last };
    const opps = parents.opportunities.slice(0, 20_000);
    const span = 3 * 365 * 24 * 3600; // created over the last three years, in number order
    const origin = new Date(Date.now() - span * 1000).toISOString();
    const step = `${(span / want.tasks).toFixed(6)} seconds`;
    const chunks: [number, number][] = [];
    for (let n = first; n <= last; n += CHUNK) chunks.push([n, Math.min(last, n + CHUNK - 1)]);
    let done = 0;
    const workers = Math.max(1, Math.min(opts.concurrency ?? DEFAULT_CONCURRENCY, chunks.length));
    const run = async () => {
      for (let next = chunks.shift(); next; next = chunks.shift()) {
        const [from, to] = next;
        await bulk(db, (trx) =>
          trx.raw(TASK_SQL, [
            VERBS,
            OBJECTS,
            MODIFIERS,
            CONTEXTS,
            GOALS,
            NOTES,
            CUSTOMERS,
            opps.map((o) => o.id),
            opps.map((o) => o.path),
            parents.teams,
            parents.users,
            orgId,
            VERBS.length,
            OBJECTS.length,
            OBJECTS.length,
            OBJECTS.length,
            MODIFIERS.length,
            CONTEXTS.length,
            GOALS.length,
            NOTES.length,
            CUSTOMERS.length,
            opps.length,
            opps.length,
            parents.teams.length,
            parents.teams.length,
            parents.users.length,
            parents.users.length,
            origin,
            first,
            step,
            from,
            to,
          ] as Knex.RawBinding[]),
        );
        done += to - from + 1;
        progress(
          `seed: tasks ${done.toLocaleString('en')}/${want.tasks.toLocaleString('en')} (${Math.round((100 * done) / want.tasks)}%) ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    };
    await Promise.all(Array.from({ length: workers }, run));
  }

  if (opts.vacuum !== false) {
    progress('seed: vacuum analyze');
    const tables = [
      'users',
      'teams',
      'team_members',
      'visions',
      'vision_versions',
      'metrics',
      'objectives',
      'opportunities',
      'opportunity_objectives',
      'tasks',
      'org_counters',
      'search_words',
    ];
    await db.raw(`VACUUM (ANALYZE) ${tables.join(', ')}`);
  }
  return {
    orgId,
    users: want.users,
    teams: want.teams,
    visions: want.visions,
    metrics: want.metrics,
    objectives: want.objectives,
    opportunities: want.opportunities,
    tasks: want.tasks,
    taskNumbers,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
