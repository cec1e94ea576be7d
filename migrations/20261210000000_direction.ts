/**
 * Direction: strategies, direction documents and built-in metrics (issue 17; spec 1 §2.4, §2.7, §3.2; spec 2 §4.6,
 * §4.9, §4.10).
 * - strategies (STR-<n>) and strategy_versions: name, content (markdown), version, status draft | active | archived,
 *   owner_id (the creator). Every content or name edit bumps `version` and snapshots it with its change note; a
 *   version's label is its change note, or v{n} when empty.
 *   Searchable (spec 2 §4.3) as migrations/20261206000000_customers.ts makes customers and insights: a stored
 *   search_doc (name weight A, content weight B), its GIN indexes (plain, name trigrams, per-org keys) and the
 *   org vocabulary (search_words) kept by statement/row triggers.
 * - direction_documents: documents of kind product_spec (SPEC-<n>) and context (CTX-<n>), and visions that were
 *   created as a draft and never published yet ("pending"): a vision becomes a row of `visions` (same id, same
 *   number, so the same ref) when it is first published, and its pending row goes. (The kind check also admits a
 *   pending strategy, which the service never writes: a strategy created as a draft is a `strategies` row in
 *   status draft, issue 17 review.) version 0 = never published (title and body empty until then). status draft |
 *   active | archived (product_spec, context).
 * - direction_document_versions: the published versions of product_spec and context documents.
 * - direction_drafts: the working copy of any direction document (vision, strategy, product_spec, context), keyed by
 *   the document's id: title, body, who last wrote it. Publishing commits it as the next version and removes it.
 * - metrics.builtin_id, builtin_params: a system metric tracking a built-in (spec 1 §2.4); unique per org, builtin
 *   and params, so tracking the same thing twice finds the same metric.
 */
import type { Knex } from 'knex';

/**
 * Strategies in global search (src/services/search.ts), as migrations/20261206000000_customers.ts does for customers
 * and insights: search_doc, its GIN indexes, and the vocabulary triggers (words of name and content, lexemes of
 * search_doc, 2-64 characters).
 */
async function strategySearch(knex: Knex): Promise<void> {
  const entries = (r: string) =>
    `(SELECT regexp_split_to_table(lower(${r}.name || ' ' || ${r}.content), '[^[:alnum:]]+') UNION SELECT unnest(tsvector_to_array(${r}.search_doc)))`;
  await knex.raw(`ALTER TABLE strategies ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')) STORED`);
  await knex.raw('CREATE INDEX strategies_search_doc ON strategies USING gin (search_doc)');
  await knex.raw('CREATE INDEX strategies_name_trgm ON strategies USING gin (name gin_trgm_ops)');
  await knex.raw('CREATE INDEX strategies_search_keys ON strategies USING gin (sextant_search_keys(org_id, search_doc))');
  await knex.raw(`
    CREATE FUNCTION sextant_words_strategies_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO search_words (org_id, word)
        SELECT DISTINCT n.org_id, w.w FROM new_rows n, LATERAL ${entries('n')} AS w(w) WHERE length(w.w) BETWEEN 2 AND 64
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
    $fn$`);
  await knex.raw(`CREATE TRIGGER strategies_words_insert AFTER INSERT ON strategies REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION sextant_words_strategies_insert()`);
  await knex.raw(`
    CREATE FUNCTION sextant_words_strategies_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO search_words (org_id, word)
        SELECT DISTINCT NEW.org_id, w.w FROM ${entries('NEW')} AS w(w) WHERE length(w.w) BETWEEN 2 AND 64
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
    $fn$`);
  await knex.raw(`CREATE TRIGGER strategies_words_update AFTER UPDATE ON strategies FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.content IS DISTINCT FROM NEW.content)
    EXECUTE FUNCTION sextant_words_strategies_update()`);
}

export async function up(knex: Knex): Promise<void> {
  const ts = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)');
  const stamp = (t: Knex.CreateTableBuilder, col: string) => ts(t, col).notNullable().defaultTo(knex.raw('clock_timestamp()'));
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
    t
      .foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete((onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete) as 'CASCADE');
  const tenant = (t: Knex.CreateTableBuilder) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.primary(['org_id', 'id']);
  };

  await knex.schema.createTable('strategies', (t) => {
    tenant(t);
    t.integer('number').notNullable();
    t.text('name').notNullable();
    t.text('content').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.text('status').notNullable().defaultTo('draft');
    t.uuid('owner_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.unique(['org_id', 'number']);
    ref(t, 'owner_id', 'users', 'SET NULL');
    t.index(['org_id', 'status', 'number']);
  });
  await knex.raw(`ALTER TABLE strategies ADD CONSTRAINT strategies_status CHECK (status IN ('draft', 'active', 'archived'))`);
  await strategySearch(knex);

  await knex.schema.createTable('strategy_versions', (t) => {
    tenant(t);
    t.uuid('strategy_id').notNullable();
    t.integer('version').notNullable();
    t.text('name').notNullable();
    t.text('content').notNullable();
    t.text('change_note').notNullable().defaultTo('');
    t.uuid('created_by');
    stamp(t, 'created_at');
    t.unique(['org_id', 'strategy_id', 'version']);
    ref(t, 'strategy_id', 'strategies', 'CASCADE');
    ref(t, 'created_by', 'users', 'SET NULL');
  });

  await knex.schema.createTable('direction_documents', (t) => {
    tenant(t);
    t.text('kind').notNullable();
    t.text('scope'); // vision only: company | product
    t.integer('number').notNullable();
    t.text('title').notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.text('status').notNullable().defaultTo('draft');
    t.integer('version').notNullable().defaultTo(0);
    t.uuid('owner_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    ref(t, 'owner_id', 'users', 'SET NULL');
    t.index(['org_id', 'kind', 'number']);
  });
  await knex.raw(`ALTER TABLE direction_documents ADD CONSTRAINT direction_documents_kind CHECK (kind IN ('vision', 'strategy', 'product_spec', 'context'))`);
  await knex.raw(`ALTER TABLE direction_documents ADD CONSTRAINT direction_documents_status CHECK (status IN ('draft', 'active', 'archived'))`);
  await knex.raw(
    `ALTER TABLE direction_documents ADD CONSTRAINT direction_documents_scope CHECK ((kind = 'vision') = (scope IS NOT NULL) AND (scope IS NULL OR scope IN ('company', 'product')))`,
  );
  // Pending visions and strategies are never published (they move to visions / strategies on first publish).
  await knex.raw(`ALTER TABLE direction_documents ADD CONSTRAINT direction_documents_pending CHECK (kind IN ('product_spec', 'context') OR version = 0)`);
  await knex.raw('CREATE UNIQUE INDEX direction_documents_number ON direction_documents (org_id, kind, number)');

  await knex.schema.createTable('direction_document_versions', (t) => {
    tenant(t);
    t.uuid('document_id').notNullable();
    t.integer('version').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('change_note').notNullable().defaultTo('');
    t.uuid('created_by');
    stamp(t, 'created_at');
    t.unique(['org_id', 'document_id', 'version']);
    ref(t, 'document_id', 'direction_documents', 'CASCADE');
    ref(t, 'created_by', 'users', 'SET NULL');
  });

  await knex.schema.createTable('direction_drafts', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('document_id').notNullable();
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.uuid('updated_by');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'document_id']);
    ref(t, 'updated_by', 'users', 'SET NULL');
  });

  await knex.schema.alterTable('vision_versions', (t) => {
    t.uuid('created_by');
  });

  await knex.schema.alterTable('metrics', (t) => {
    t.text('builtin_id');
    t.jsonb('builtin_params');
  });
  await knex.raw(`CREATE UNIQUE INDEX metrics_builtin ON metrics (org_id, builtin_id, builtin_params) WHERE builtin_id IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS metrics_builtin');
  await knex.schema.alterTable('metrics', (t) => {
    t.dropColumn('builtin_id');
    t.dropColumn('builtin_params');
  });
  await knex.schema.alterTable('vision_versions', (t) => t.dropColumn('created_by'));
  for (const table of ['direction_drafts', 'direction_document_versions', 'direction_documents', 'strategy_versions', 'strategies'])
    await knex.schema.dropTable(table);
  await knex.raw('DROP FUNCTION IF EXISTS sextant_words_strategies_insert(), sextant_words_strategies_update()');
}
