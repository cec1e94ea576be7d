/**
 * Customer voice (issue 13; spec 1 §2.8, §2.9, §3.2; spec 2 §4.11, §4.12).
 *
 * - customers: accounts with a per-org number (CUS-<n>), a lifecycle status (prospect, onboarding, pilot, live,
 *   churned, lost), owner, current ARR (set by the newest ARR point, never recomputed on delete), health,
 *   customerSince and a free-form profile. Searchable by name.
 * - customer_contacts: people at the account; at most one primary per customer (partial unique index; the service
 *   also locks the customer row so making one primary demotes the other in one transaction).
 * - customer_opportunities: links of a customer to opportunities, optionally pinned to a template step instance.
 * - customer_updates: the stored part of a customer's feed — account notes and decisions on its insights. Post
 *   updates of linked opportunities and shipped work are read from their own tables.
 * - arr_points: "ARR was `level` from `effective_date`"; deltas are derived when read.
 * - external_stakeholders: demand roots outside the org, unique per org regardless of case.
 * - insights: customer evidence (INS-<n>) with exactly one demand root (customer, internal user, external
 *   stakeholder; a CHECK), status of spec 1 §3.1, tags, review team. Searchable by verbatim and interpretation.
 * - insight_links: an insight's links to one opportunity, task or objective (one FK column set per row, so a
 *   deleted entity drops its links), with pinned and blocking flags.
 * - insight_impacts: the delta an insight would move an objective's metric by.
 * - teams.insight_reviewer_id: who reviews insights sent to the team.
 * - sextant_deliver_insights(org, ids): the live insights among `ids` (created, review, need_context, active, stale)
 *   with linked work (opportunities, tasks) that is all completed become delivered (spec 1 §3.2). Triggers on tasks
 *   (status) and opportunities (state) run it for the insights linked to the row that completed, so every path
 *   that completes work (REST, MCP, templates) delivers; the insight service runs it after attaching work.
 * Deleting a customer deletes its insights, contacts, updates, ARR points and opportunity links (FK cascades);
 * opportunities survive. The activity trigger records customers (subjects contact, arr_point, opportunity_link)
 * and insights (subjects link, impact).
 */
import type { Knex } from 'knex';

const TRACKED: [table: string, type: string, idColumn: string, subject: string | null, entityTable: string][] = [
  ['customers', 'customer', 'id', null, 'customers'],
  ['customer_contacts', 'customer', 'customer_id', 'contact', 'customers'],
  ['customer_opportunities', 'customer', 'customer_id', 'opportunity_link', 'customers'],
  ['arr_points', 'customer', 'customer_id', 'arr_point', 'customers'],
  ['insights', 'insight', 'id', null, 'insights'],
  ['insight_links', 'insight', 'insight_id', 'link', 'insights'],
  ['insight_impacts', 'insight', 'insight_id', 'impact', 'insights'],
];

/** Searchable tables: title column, search_doc expression, the text its vocabulary is made of, and when it changed. */
const SEARCHABLE: [table: string, title: string, document: string, text: (r: string) => string, changed: string][] = [
  ['customers', 'name', "setweight(to_tsvector('english', coalesce(name, '')), 'A')", (r) => `${r}.name`, 'OLD.name IS DISTINCT FROM NEW.name'],
  [
    'insights',
    'verbatim',
    "setweight(to_tsvector('english', coalesce(verbatim, '')), 'A') || setweight(to_tsvector('english', coalesce(interpretation, '')), 'B')",
    (r) => `${r}.verbatim || ' ' || coalesce(${r}.interpretation, '')`,
    'OLD.verbatim IS DISTINCT FROM NEW.verbatim OR OLD.interpretation IS DISTINCT FROM NEW.interpretation',
  ],
];
const entries = (text: string, r: string) =>
  `(SELECT regexp_split_to_table(lower(${text}), '[^[:alnum:]]+') UNION SELECT unnest(tsvector_to_array(${r}.search_doc)))`;
const ENTRY_OK = (w: string) => `length(${w}) BETWEEN 2 AND 64`;

export async function up(knex: Knex): Promise<void> {
  const stamp = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT') =>
    t
      .foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete((onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete) as 'CASCADE');
  const tenant = (t: Knex.CreateTableBuilder) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
  };

  await knex.schema.createTable('customers', (t) => {
    tenant(t);
    t.integer('number').notNullable();
    t.text('name').notNullable();
    t.text('status').notNullable().defaultTo('prospect');
    t.uuid('owner_id');
    t.decimal('arr', 16, 2);
    t.text('health');
    t.date('customer_since');
    t.jsonb('profile').notNullable().defaultTo('{}');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    t.index(['org_id', 'status']);
    ref(t, 'owner_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE customers ADD CONSTRAINT customers_status CHECK (status IN ('prospect', 'onboarding', 'pilot', 'live', 'churned', 'lost'))`);
  await knex.raw(`ALTER TABLE customers ADD CONSTRAINT customers_health CHECK (health IN ('healthy', 'at_risk', 'critical'))`);
  await knex.raw(`CREATE INDEX customers_name ON customers (org_id, lower(name), id)`);

  await knex.schema.createTable('customer_contacts', (t) => {
    tenant(t);
    t.uuid('customer_id').notNullable();
    t.text('name').notNullable();
    t.text('title');
    t.text('role');
    t.text('email');
    t.text('phone');
    t.text('notes');
    t.boolean('is_primary').notNullable().defaultTo(false);
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'customer_id']);
    ref(t, 'customer_id', 'customers', 'CASCADE');
  });
  await knex.raw('CREATE UNIQUE INDEX customer_contacts_one_primary ON customer_contacts (org_id, customer_id) WHERE is_primary');

  await knex.schema.createTable('customer_opportunities', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('customer_id').notNullable();
    t.uuid('opportunity_id').notNullable();
    t.uuid('step_instance_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'customer_id', 'opportunity_id']);
    t.index(['org_id', 'opportunity_id']);
    ref(t, 'customer_id', 'customers', 'CASCADE');
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'step_instance_id', 'step_instances', 'SET NULL');
  });

  await knex.schema.createTable('customer_updates', (t) => {
    tenant(t);
    t.uuid('customer_id').notNullable();
    t.text('kind').notNullable(); // note | decision
    t.text('body').notNullable();
    t.uuid('author_id');
    t.text('entity_type'); // insight for decisions
    t.uuid('entity_id');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'customer_id', 'created_at']);
    ref(t, 'customer_id', 'customers', 'CASCADE');
    ref(t, 'author_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE customer_updates ADD CONSTRAINT customer_updates_kind CHECK (kind IN ('note', 'decision'))`);

  await knex.schema.createTable('arr_points', (t) => {
    tenant(t);
    t.uuid('customer_id').notNullable();
    t.decimal('level', 16, 2).notNullable();
    t.date('effective_date').notNullable();
    t.uuid('created_by_id');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'customer_id', 'effective_date']);
    ref(t, 'customer_id', 'customers', 'CASCADE');
    ref(t, 'created_by_id', 'users', 'SET NULL');
  });
  await knex.raw('ALTER TABLE arr_points ADD CONSTRAINT arr_points_level CHECK (level >= 0)');

  await knex.schema.createTable('external_stakeholders', (t) => {
    tenant(t);
    t.text('name').notNullable();
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
  });
  await knex.raw('CREATE UNIQUE INDEX external_stakeholders_name ON external_stakeholders (org_id, lower(name))');

  await knex.schema.alterTable('teams', (t) => {
    t.uuid('insight_reviewer_id');
    ref(t, 'insight_reviewer_id', 'users', 'SET NULL');
  });

  await knex.schema.createTable('insights', (t) => {
    tenant(t);
    t.integer('number').notNullable();
    t.text('verbatim').notNullable();
    t.text('interpretation');
    t.text('source').notNullable();
    t.text('moscow');
    t.date('deadline');
    t.text('status').notNullable().defaultTo('created');
    t.specificType('tag_ids', 'uuid[]').notNullable().defaultTo('{}');
    t.uuid('customer_id');
    t.uuid('stakeholder_user_id');
    t.uuid('external_stakeholder_id');
    t.uuid('review_team_id');
    t.uuid('recorded_by_id');
    t.text('status_note');
    t.text('rejection_category');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'number']);
    t.index(['org_id', 'status']);
    t.index(['org_id', 'customer_id']);
    t.index(['org_id', 'review_team_id']);
    ref(t, 'customer_id', 'customers', 'CASCADE');
    ref(t, 'stakeholder_user_id', 'users', 'RESTRICT');
    ref(t, 'external_stakeholder_id', 'external_stakeholders', 'RESTRICT');
    ref(t, 'review_team_id', 'teams', 'SET NULL');
    ref(t, 'recorded_by_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE insights ADD CONSTRAINT insights_one_root CHECK (num_nonnulls(customer_id, stakeholder_user_id, external_stakeholder_id) = 1)`);
  await knex.raw(
    `ALTER TABLE insights ADD CONSTRAINT insights_status CHECK (status IN ('created', 'review', 'need_context', 'active', 'rejected', 'delivered', 'stale', 'archived'))`,
  );
  await knex.raw(
    `ALTER TABLE insights ADD CONSTRAINT insights_source CHECK (source IN ('interview', 'support', 'sales', 'async', 'observation', 'submission'))`,
  );
  await knex.raw(`ALTER TABLE insights ADD CONSTRAINT insights_moscow CHECK (moscow IN ('must', 'should', 'could', 'wont'))`);
  await knex.raw(
    `ALTER TABLE insights ADD CONSTRAINT insights_rejection_category CHECK (rejection_category IN ('no_demand', 'not_aligned', 'not_viable', 'not_now', 'duplicate', 'other'))`,
  );
  await knex.raw('CREATE INDEX insights_tag_ids ON insights USING gin (tag_ids)');
  await knex.raw('CREATE INDEX insights_deadline ON insights (org_id, deadline) WHERE deadline IS NOT NULL AND customer_id IS NOT NULL');

  await knex.schema.createTable('insight_links', (t) => {
    tenant(t);
    t.uuid('insight_id').notNullable();
    t.text('entity_type').notNullable();
    t.uuid('opportunity_id');
    t.uuid('task_id');
    t.uuid('objective_id');
    t.boolean('pinned').notNullable().defaultTo(false);
    t.boolean('blocking').notNullable().defaultTo(false);
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'insight_id']);
    ref(t, 'insight_id', 'insights', 'CASCADE');
    ref(t, 'opportunity_id', 'opportunities', 'CASCADE');
    ref(t, 'task_id', 'tasks', 'CASCADE');
    ref(t, 'objective_id', 'objectives', 'CASCADE');
  });
  await knex.raw(`ALTER TABLE insight_links ADD CONSTRAINT insight_links_entity CHECK (
    (entity_type = 'opportunity' AND opportunity_id IS NOT NULL AND task_id IS NULL AND objective_id IS NULL) OR
    (entity_type = 'task' AND task_id IS NOT NULL AND opportunity_id IS NULL AND objective_id IS NULL) OR
    (entity_type = 'objective' AND objective_id IS NOT NULL AND opportunity_id IS NULL AND task_id IS NULL AND NOT blocking))`);
  for (const col of ['opportunity_id', 'task_id', 'objective_id']) {
    await knex.raw(`CREATE UNIQUE INDEX insight_links_${col} ON insight_links (org_id, ${col}, insight_id) WHERE ${col} IS NOT NULL`);
  }

  await knex.schema.createTable('insight_impacts', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('insight_id').notNullable();
    t.uuid('objective_id').notNullable();
    t.decimal('delta', 20, 6).notNullable();
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'insight_id', 'objective_id']);
    t.index(['org_id', 'objective_id']);
    ref(t, 'insight_id', 'insights', 'CASCADE');
    ref(t, 'objective_id', 'objectives', 'CASCADE');
  });

  await knex.raw(`
    CREATE FUNCTION sextant_deliver_insights(org uuid, ids uuid[]) RETURNS void LANGUAGE sql AS $fn$
      UPDATE insights i SET status = 'delivered', updated_at = clock_timestamp()
       WHERE i.org_id = org AND i.id = ANY (ids)
         AND i.status IN ('created', 'review', 'need_context', 'active', 'stale')
         AND EXISTS (SELECT 1 FROM insight_links l WHERE l.org_id = org AND l.insight_id = i.id AND l.entity_type <> 'objective')
         AND NOT EXISTS (
           SELECT 1 FROM insight_links l
             LEFT JOIN tasks t ON t.org_id = l.org_id AND t.id = l.task_id
             LEFT JOIN opportunities o ON o.org_id = l.org_id AND o.id = l.opportunity_id
            WHERE l.org_id = org AND l.insight_id = i.id AND l.entity_type <> 'objective'
              AND coalesce(t.status, o.state) <> 'completed')
    $fn$`);
  await knex.raw(`
    CREATE FUNCTION sextant_work_completed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM sextant_deliver_insights(NEW.org_id, ARRAY(
        SELECT l.insight_id FROM insight_links l
         WHERE l.org_id = NEW.org_id AND (CASE TG_TABLE_NAME WHEN 'tasks' THEN l.task_id ELSE l.opportunity_id END) = NEW.id));
      RETURN NULL;
    END
    $fn$`);
  await knex.raw(`CREATE TRIGGER tasks_deliver_insights AFTER UPDATE OF status ON tasks FOR EACH ROW
    WHEN (NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed') EXECUTE FUNCTION sextant_work_completed()`);
  await knex.raw(`CREATE TRIGGER opportunities_deliver_insights AFTER UPDATE OF state ON opportunities FOR EACH ROW
    WHEN (NEW.state = 'completed' AND OLD.state IS DISTINCT FROM 'completed') EXECUTE FUNCTION sextant_work_completed()`);

  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject ?? ''}', '${entityTable}')`,
    );
  }

  // Search (as migrations/20261120100000_platform.ts and 20261201000000_scale.ts do for the hierarchy).
  for (const [table, title, document, text, changed] of SEARCHABLE) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (${document}) STORED`);
    await knex.raw(`CREATE INDEX ${table}_search_doc ON ${table} USING gin (search_doc)`);
    await knex.raw(`CREATE INDEX ${table}_${title}_trgm ON ${table} USING gin (${title} gin_trgm_ops)`);
    await knex.raw(`CREATE INDEX ${table}_search_keys ON ${table} USING gin (sextant_search_keys(org_id, search_doc))`);
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
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS tasks_deliver_insights ON tasks');
  await knex.raw('DROP TRIGGER IF EXISTS opportunities_deliver_insights ON opportunities');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_work_completed(), sextant_deliver_insights(uuid, uuid[])');
  for (const [table] of SEARCHABLE) await knex.raw(`DROP FUNCTION IF EXISTS sextant_words_${table}_insert(), sextant_words_${table}_update() CASCADE`);
  for (const table of [
    'insight_impacts',
    'insight_links',
    'insights',
    'external_stakeholders',
    'arr_points',
    'customer_updates',
    'customer_opportunities',
    'customer_contacts',
    'customers',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('teams', (t) => {
    t.dropForeign(['org_id', 'insight_reviewer_id']);
    t.dropColumn('insight_reviewer_id');
  });
}
