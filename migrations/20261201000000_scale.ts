/**
 * Scale (issue 8 §5): bulk loads without an activity row per inserted row, and search structures that let
 * `GET /api/v1/search` (spec 2 §4.3, src/services/search.ts) answer from a bounded set of candidates per type at
 * any org size.
 *
 * 1. Activity triggers (migrations/20261120100000_platform.ts) get a WHEN clause: they do not fire in a transaction
 *    that has set `sextant.bulk_load` to `on` (`set_config('sextant.bulk_load', 'on', true)`, local to that
 *    transaction). Only the data generator (`npm run seed`, src/cli/seed.ts) sets it; nothing the API receives
 *    reaches set_config, so every API write is still logged. A WHEN clause that is false queues no trigger event,
 *    so a million-row INSERT … SELECT neither calls the trigger function nor holds a million pending events.
 *    Foreign keys and every other check stay on (session_replication_role = replica would skip them too, and
 *    needs a superuser).
 *
 * 2. Per-org search keys: `sextant_search_keys(org_id, search_doc)` turns each lexeme of the stored search_doc
 *    into keys that carry the org: `<org tag>b<lexeme>` for every lexeme and `<org tag>a<lexeme>` for the title's
 *    (weight A) lexemes, where the org tag is the first 12 hex digits of the org id. A GIN index on that
 *    expression per searchable table gives every org its own posting lists, so finding "the rows of this org
 *    whose title has a word starting with onboard" reads that org's postings only: its cost does not grow with
 *    other orgs' rows, and title-only matches need no heap recheck. (A btree_gin (org_id, search_doc) index
 *    was measured instead: the GIN intersection walks the org's whole posting tree, 11 ms at 1M rows.)
 *
 * 3. Vocabulary: `search_words (org_id, word)` holds, per org, every distinct lower-case word (letters and digits)
 *    of each searchable row's title and body and every lexeme of its search_doc, 2-64 characters, with a trigram
 *    GIN index. Search uses it twice: a query word that starts no known entry is also matched as its closest
 *    known words ("onbording" → "onboarding"), a lookup in a vocabulary of thousands of entries instead of trigram
 *    matching over a million titles; and a query word is expanded into the lexemes that start with it, so the
 *    per-org index is asked for exact keys (GIN intersects exact posting lists quickly; a prefix key makes it
 *    materialise every matching posting list first: 260 ms instead of 8 ms for three common words at 1M rows).
 *    Kept by triggers: a statement-level AFTER INSERT trigger (one INSERT … SELECT DISTINCT per statement, also
 *    for bulk loads) and a row-level AFTER UPDATE trigger that fires only when the text changed. Entries are
 *    never removed (a stale one can only widen a fuzzy match or add a key that finds nothing); existing rows are
 *    added here.
 *
 * The GIN indexes of the platform migration (search_doc, title trigrams) are kept.
 */
import type { Knex } from 'knex';

/** entity table → trigger arguments (the same as the platform migration's TRACKED list). */
const TRACKED: [table: string, args: string][] = [
  ['visions', "'vision', 'id', '', 'visions'"],
  ['objectives', "'objective', 'id', '', 'objectives'"],
  ['metrics', "'metric', 'id', '', 'metrics'"],
  ['opportunities', "'opportunity', 'id', '', 'opportunities'"],
  ['tasks', "'task', 'id', '', 'tasks'"],
  ['teams', "'team', 'id', '', 'teams'"],
  ['users', "'user', 'id', '', 'users'"],
  ['objective_links', "'objective', 'child_id', 'parentLink', 'objectives'"],
  ['opportunity_objectives', "'opportunity', 'opportunity_id', 'objectiveLink', 'opportunities'"],
  ['task_assignments', "'task', 'task_id', 'assignment', 'tasks'"],
  ['team_members', "'team', 'team_id', 'member', 'teams'"],
  ['metric_values', "'metric', 'metric_id', 'reading', 'metrics'"],
];

/** Searchable tables and the text their search_doc is made of (r: the row). */
const SEARCHABLE: [table: string, text: (r: string) => string, changed: string][] = [
  ['visions', (r) => `${r}.name || ' ' || ${r}.narrative`, 'OLD.name IS DISTINCT FROM NEW.name OR OLD.narrative IS DISTINCT FROM NEW.narrative'],
  ['objectives', (r) => `${r}.title || ' ' || ${r}.description`, 'OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description'],
  ['metrics', (r) => `${r}.name || ' ' || ${r}.description`, 'OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description'],
  ['opportunities', (r) => `${r}.title || ' ' || ${r}.description`, 'OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description'],
  ['tasks', (r) => `${r}.title || ' ' || ${r}.description`, 'OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description'],
  [
    'teams',
    (r) => `${r}.name || ' ' || ${r}.prefix || ' ' || ${r}.description`,
    'OLD.name IS DISTINCT FROM NEW.name OR OLD.prefix IS DISTINCT FROM NEW.prefix OR OLD.description IS DISTINCT FROM NEW.description',
  ],
  ['users', (r) => `${r}.name || ' ' || ${r}.email`, 'OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email'],
];

/**
 * The vocabulary entries of a row r: the words of its text (split as src/services/search.ts splits queries) and
 * the lexemes of its search_doc.
 */
const entries = (text: string, r: string) =>
  `(SELECT regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') UNION SELECT unnest(tsvector_to_array(${r}.search_doc)))`;
const ENTRY_OK = (w: string) => `length(${w}) BETWEEN 2 AND 64`;

const trigger = (table: string, args: string, when: boolean) =>
  `CREATE OR REPLACE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
  (when ? `WHEN (current_setting('sextant.bulk_load', true) IS DISTINCT FROM 'on') ` : '') +
  `EXECUTE FUNCTION sextant_record_activity(${args})`;

export async function up(knex: Knex): Promise<void> {
  for (const [table, args] of TRACKED) await knex.raw(trigger(table, args, true));

  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gin');
  // Immutable (it depends on its arguments only), so it can be indexed.
  await knex.raw(`
    CREATE FUNCTION sextant_search_keys(org uuid, doc tsvector) RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
      SELECT array_to_tsvector(coalesce(
               array_agg(tag || 'b' || u.lexeme) || array_agg(tag || 'a' || u.lexeme) FILTER (WHERE 'A' = ANY (u.weights)), '{}'))
        FROM unnest(doc) u, left(replace(org::text, '-', ''), 12) AS tag
    $fn$`);
  for (const [table] of SEARCHABLE) {
    await knex.raw(`CREATE INDEX ${table}_search_keys ON ${table} USING gin (sextant_search_keys(org_id, search_doc))`);
  }

  await knex.raw(`
    CREATE TABLE search_words (
      org_id uuid NOT NULL REFERENCES orgs (id) ON DELETE CASCADE,
      word text COLLATE "C" NOT NULL,
      PRIMARY KEY (org_id, word)
    )`);
  await knex.raw('CREATE INDEX search_words_trgm ON search_words USING gin (org_id, word gin_trgm_ops)');
  for (const [table, text, changed] of SEARCHABLE) {
    await knex.raw(`
      CREATE FUNCTION sextant_words_${table}_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO search_words (org_id, word)
          SELECT DISTINCT n.org_id, w.w FROM new_rows n, LATERAL ${entries(text('n'), 'n')} AS w(w) WHERE ${ENTRY_OK('w.w')}
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $fn$`);
    await knex.raw(`CREATE TRIGGER ${table}_words_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sextant_words_${table}_insert()`);
    await knex.raw(`
      CREATE FUNCTION sextant_words_${table}_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO search_words (org_id, word)
          SELECT DISTINCT NEW.org_id, w.w FROM ${entries(text('NEW'), 'NEW')} AS w(w) WHERE ${ENTRY_OK('w.w')}
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
      $fn$`);
    await knex.raw(`CREATE TRIGGER ${table}_words_update AFTER UPDATE ON ${table} FOR EACH ROW WHEN (${changed})
      EXECUTE FUNCTION sextant_words_${table}_update()`);
    await knex.raw(`
      INSERT INTO search_words (org_id, word)
        SELECT DISTINCT r.org_id, w.w FROM ${table} r, LATERAL ${entries(text('r'), 'r')} AS w(w) WHERE ${ENTRY_OK('w.w')}
        ON CONFLICT DO NOTHING`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of SEARCHABLE) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_words_insert ON ${table}`);
    await knex.raw(`DROP TRIGGER IF EXISTS ${table}_words_update ON ${table}`);
    await knex.raw(`DROP FUNCTION IF EXISTS sextant_words_${table}_insert(), sextant_words_${table}_update()`);
    await knex.raw(`DROP INDEX IF EXISTS ${table}_search_keys`);
  }
  await knex.raw('DROP TABLE IF EXISTS search_words');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_search_keys(uuid, tsvector)');
  for (const [table, args] of TRACKED) await knex.raw(trigger(table, args, false));
}
