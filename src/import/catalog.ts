/**
 * What an export holds and how an import writes it back (decision 0029): the org's tables in dependency order,
 * grouped into the phases an import run reports (spec 1 §2.10 "plan, per-phase counts"). Columns are read from the database itself (`loadSchema`): every column is exported except
 * `org_id`, generated ones (`search_doc`), sequence-numbered ones (`activities.seq`, `file_attachments.position`:
 * the insertion order keeps their order) and compensation unless asked for. A foreign key to another exported table
 * is rewritten through the import's mapping; the few references without a foreign key (polymorphic `entity_id`s,
 * `tag_ids`, ids inside JSON and in `vision_path`, `dm_key`, `storage_key`) are declared here. catalog.test.ts checks
 * this file against the live schema, so a migration adding a table or a uuid/JSON column fails until it is
 * classified.
 */
import type { Knex } from 'knex';

/** Phases in import order (the plan's and the counts' `phase`). */
export const PHASES = [
  'org',
  'users',
  'teams',
  'configuration',
  'direction',
  'metrics',
  'objectives',
  'opportunities',
  'cycles',
  'tasks',
  'customers',
  'insights',
  'workflows',
  'collaboration',
  'comments',
  'time',
  'files',
  'links',
  'evidence',
  'history',
] as const;
export type Phase = (typeof PHASES)[number];

/** What to do with a reference that names no imported row. */
export type Dangling = 'refuse' | 'null' | 'keep';

export interface Section {
  table: string;
  phase: Phase;
  /** Export order (default: `number` where the table has one, else created_at and the primary key). */
  orderBy?: string;
  /**
   * Reuse an existing row of the target org with the same natural key instead of creating one: `expr` over the
   * target table, `value` of the (already rewritten) source row. `update` also copies the source's values onto it
   * (configuration the target org was born with: categories, scoring criteria).
   */
  match?: { expr: string; value: (r: Row) => string | null; update?: boolean };
  /** The `number` column is allocated from org_counters under this entity (refs are re-numbered in the target). */
  counter?: (r: Row) => string;
  /** uuid columns without a foreign key that name a row of the org, and what an unknown one becomes. */
  refs?: Record<string, Dangling>;
  /** Non-FK uuid references to a table imported later (set once the whole file is in). */
  deferred?: Record<string, string>;
  /** Text columns holding ids (`a/b/c` paths, `<org>/<file>` keys, `<user>:<user>` DM keys). */
  textIds?: string[];
  /** Columns copied verbatim although uuid-typed (not references). */
  copy?: string[];
  /** Columns exported only with --include-compensation. */
  compensation?: string[];
  /** Foreign keys to tables an export never carries (integrations): always imported as null. */
  nulled?: string[];
}

export type Row = Record<string, unknown>;

const numbered = (entity: string) => () => entity;

/** Every exported table, in import order. */
export const SECTIONS: Section[] = [
  { table: 'org_currency_rates', phase: 'org' },
  {
    table: 'users',
    phase: 'users',
    copy: ['org_role_id'],
    compensation: ['salary_monthly', 'salary_currency', 'weekly_hours'],
    match: { expr: 'lower(email)', value: (r) => (typeof r.email === 'string' ? r.email.toLowerCase() : null) },
  },
  { table: 'teams', phase: 'teams', match: { expr: 'prefix', value: (r) => (r.prefix as string) ?? null } },
  { table: 'team_members', phase: 'teams' },
  { table: 'categories', phase: 'configuration', match: { expr: 'slug', value: (r) => (r.slug as string) ?? null, update: true } },
  { table: 'tags', phase: 'configuration', match: { expr: 'lower(name)', value: (r) => String(r.name).toLowerCase() } },
  { table: 'templates', phase: 'configuration' },
  { table: 'template_steps', phase: 'configuration' },
  { table: 'prd_templates', phase: 'configuration' },
  { table: 'scoring_criteria', phase: 'configuration', match: { expr: 'lower(name)', value: (r) => String(r.name).toLowerCase(), update: true } },
  { table: 'external_stakeholders', phase: 'configuration', match: { expr: 'lower(name)', value: (r) => String(r.name).toLowerCase() } },
  { table: 'visions', phase: 'direction', counter: numbered('vision') },
  { table: 'vision_versions', phase: 'direction', refs: { created_by: 'null' } },
  { table: 'strategies', phase: 'direction', counter: numbered('strategy') },
  { table: 'strategy_versions', phase: 'direction' },
  { table: 'direction_documents', phase: 'direction', orderBy: 'kind, number', counter: (r) => (r.kind === 'vision' ? 'vision' : String(r.kind)) },
  { table: 'direction_document_versions', phase: 'direction' },
  { table: 'direction_drafts', phase: 'direction', orderBy: 'updated_at, document_id', refs: { document_id: 'refuse' } },
  { table: 'metrics', phase: 'metrics', counter: numbered('metric') },
  { table: 'metric_values', phase: 'metrics' },
  { table: 'objectives', phase: 'objectives', counter: numbered('objective'), textIds: ['vision_path'] },
  { table: 'objective_links', phase: 'objectives' },
  { table: 'opportunities', phase: 'opportunities', counter: numbered('opportunity'), textIds: ['vision_path'], refs: { created_by: 'null' } },
  { table: 'opportunity_objectives', phase: 'opportunities' },
  { table: 'opportunity_phases', phase: 'opportunities' },
  { table: 'opportunity_scores', phase: 'opportunities' },
  { table: 'opportunity_risk_votes', phase: 'opportunities' },
  { table: 'cycles', phase: 'cycles', orderBy: 'team_id, number' },
  {
    table: 'tasks',
    phase: 'tasks',
    counter: numbered('task'),
    textIds: ['vision_path'],
    refs: { created_by: 'null' },
    deferred: { onboarding_step_instance_id: 'step_instances' },
  },
  { table: 'task_assignments', phase: 'tasks' },
  { table: 'customers', phase: 'customers', counter: numbered('customer') },
  { table: 'customer_contacts', phase: 'customers' },
  { table: 'arr_points', phase: 'customers' },
  { table: 'insights', phase: 'insights', counter: numbered('insight') },
  { table: 'insight_links', phase: 'insights' },
  { table: 'insight_impacts', phase: 'insights' },
  { table: 'insight_patterns', phase: 'insights' },
  { table: 'insight_pattern_members', phase: 'insights' },
  { table: 'promise_breaks', phase: 'insights', refs: { from_cycle_id: 'null', to_cycle_id: 'null' } },
  { table: 'customer_updates', phase: 'insights', refs: { entity_id: 'null' } },
  { table: 'customer_reviews', phase: 'insights' },
  { table: 'template_instances', phase: 'workflows', refs: { entity_id: 'refuse', created_by: 'null' } },
  { table: 'step_instances', phase: 'workflows' },
  { table: 'customer_opportunities', phase: 'workflows' },
  {
    table: 'rooms',
    phase: 'collaboration',
    textIds: ['dm_key'],
    match: {
      expr: `CASE WHEN kind = 'system' THEN 'system' WHEN dm_key IS NOT NULL THEN 'dm:' || dm_key END`,
      value: (r) => (r.kind === 'system' ? 'system' : r.dm_key ? `dm:${r.dm_key}` : null),
    },
  },
  { table: 'room_members', phase: 'collaboration' },
  { table: 'messages', phase: 'collaboration' },
  { table: 'message_reactions', phase: 'collaboration' },
  { table: 'comments', phase: 'comments', refs: { entity_id: 'refuse' } },
  { table: 'comment_reactions', phase: 'comments' },
  { table: 'opportunity_updates', phase: 'comments' },
  { table: 'time_entries', phase: 'time' },
  { table: 'files', phase: 'files', textIds: ['storage_key'] },
  { table: 'file_attachments', phase: 'files', refs: { entity_id: 'refuse' } },
  { table: 'opportunity_prototypes', phase: 'files' },
  { table: 'external_links', phase: 'links', refs: { entity_id: 'refuse' }, nulled: ['integration_id'] },
  { table: 'agent_runs', phase: 'links', nulled: ['integration_id'] },
  { table: 'observed_evidence', phase: 'evidence', refs: { subject_id: 'null' } },
  { table: 'evidence_reconciliations', phase: 'evidence' },
  { table: 'activities', phase: 'history', orderBy: 'seq', refs: { entity_id: 'keep', actor_user_id: 'keep' } },
  { table: 'subscriptions', phase: 'history', orderBy: 'updated_at, user_id, entity_type, entity_id', refs: { entity_id: 'refuse' } },
];

/**
 * Tenant tables an export never carries, with why (findings §1.1): credentials and secrets under the source
 * server's key, the source deployment's outbox and ledgers, per-request and per-user state, caches and derived
 * data, and the importer's own bookkeeping.
 */
export const NOT_EXPORTED: Record<string, string> = {
  api_keys: 'key hashes',
  oauth_grants: 'credentials',
  oauth_sessions: 'credentials',
  oauth_login_links: 'credentials',
  webhook_subscriptions: 'secrets under the source server key',
  integrations: 'secrets under the source server key',
  observed_evidence_keys: 'secrets under the source server key',
  audit_events: "the source deployment's security record (kept where it happened, never moved)",
  events: 'the source deployment outbox',
  integration_events: 'the source deployment ledger',
  idempotency_records: '24-hour request state',
  mcp_sessions: "a connected MCP client's state (24 hours idle)",
  notifications: 'per-user inbox state',
  prd_syntheses: 'a cache',
  search_words: 'derived by triggers',
  org_counters: 'the importer allocates numbers',
  import_runs: 'importer bookkeeping',
  import_mappings: 'importer bookkeeping',
  import_refusals: 'importer bookkeeping',
  import_fixups: 'importer bookkeeping',
};

export const sectionOf = (table: string) => SECTIONS.find((s) => s.table === table);
/** Tables whose `number` (the ref's number) the importer re-allocates from the target org's counters. */
export const NUMBERED_TABLES = new Set(SECTIONS.filter((s) => s.counter).map((s) => s.table));

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
}
export interface TableInfo {
  table: string;
  /** Exported columns in table order (without org_id, generated and sequence-numbered columns). */
  columns: Column[];
  /** Primary key without org_id. */
  key: string[];
  /** FK column → referenced table (composite FKs on (org_id, col) → (org_id, id)). */
  fks: Record<string, string>;
  hasId: boolean;
}

/** Reads the exported tables' columns, keys and foreign keys from the database (one round trip each). */
export async function loadSchema(db: Knex): Promise<Map<string, TableInfo>> {
  const tables = SECTIONS.map((s) => s.table);
  const { rows: cols } = await db.raw(
    `SELECT table_name, column_name, udt_name, is_nullable = 'YES' AS nullable
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY(?) AND column_name <> 'org_id'
        AND is_generated = 'NEVER' AND coalesce(column_default, '') NOT LIKE 'nextval(%' AND is_identity = 'NO'
      ORDER BY table_name, ordinal_position`,
    [tables],
  );
  const { rows: keys } = await db.raw(
    `SELECT c.conrelid::regclass::text AS table_name, c.contype,
            array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS cols,
            c.confrelid::regclass::text AS ref
       FROM pg_constraint c
      WHERE c.connamespace = current_schema()::regnamespace AND c.contype IN ('p', 'f') AND c.conrelid::regclass::text = ANY(?)`,
    [tables],
  );
  const out = new Map<string, TableInfo>();
  for (const t of tables) out.set(t, { table: t, columns: [], key: [], fks: {}, hasId: false });
  for (const c of cols) out.get(c.table_name)!.columns.push({ name: c.column_name, type: c.udt_name, nullable: c.nullable });
  for (const k of keys) {
    const info = out.get(k.table_name)!;
    const names = (k.cols as string[]).filter((n) => n !== 'org_id');
    if (k.contype === 'p') info.key = names;
    else if (names.length === 1 && k.ref !== 'orgs') info.fks[names[0]] = k.ref;
  }
  for (const info of out.values()) info.hasId = info.key.length === 1 && info.key[0] === 'id';
  return out;
}

/** The columns an export of `section` writes (compensation only when asked). */
export function exportedColumns(section: Section, info: TableInfo, includeCompensation: boolean): Column[] {
  return info.columns.filter((c) => includeCompensation || !section.compensation?.includes(c.name));
}

/** ORDER BY of a section's export. */
export function orderOf(section: Section, info: TableInfo): string {
  if (section.orderBy) return section.orderBy;
  const names = new Set(info.columns.map((c) => c.name));
  if (names.has('number') && section.counter) return 'number';
  return [...(names.has('created_at') ? ['created_at'] : []), ...info.key].join(', ');
}
