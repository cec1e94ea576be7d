/**
 * Platform contracts (issue 3): idempotency records and rate-limit windows (spec 2 §8), the activity log,
 * subscriptions and notifications (spec 2 §4.3, §4.15, §6.4), and full-text/trigram search (spec 2 §4.3).
 *
 * The activity log is written by a trigger on every entity table (and on the child tables that belong to an
 * entity: links, assignments, members, readings), so every write records its field changes in its own
 * transaction, whichever code path made it. The pipeline names the acting user with
 * `set_config('sextant.actor_user_id', …, true)` at the start of each write transaction. The same trigger fans
 * a notification out to every user who follows the entity (subscriptions.subscribed), except the actor.
 */
import type { Knex } from 'knex';

/** entity table → [entity type, id column, subject (null for the entity itself), entity table]. */
const TRACKED: [table: string, type: string, idColumn: string, subject: string | null, entityTable: string][] = [
  ['visions', 'vision', 'id', null, 'visions'],
  ['objectives', 'objective', 'id', null, 'objectives'],
  ['metrics', 'metric', 'id', null, 'metrics'],
  ['opportunities', 'opportunity', 'id', null, 'opportunities'],
  ['tasks', 'task', 'id', null, 'tasks'],
  ['teams', 'team', 'id', null, 'teams'],
  ['users', 'user', 'id', null, 'users'],
  ['objective_links', 'objective', 'child_id', 'parentLink', 'objectives'],
  ['opportunity_objectives', 'opportunity', 'opportunity_id', 'objectiveLink', 'opportunities'],
  ['task_assignments', 'task', 'task_id', 'assignment', 'tasks'],
  ['team_members', 'team', 'team_id', 'member', 'teams'],
  ['metric_values', 'metric', 'metric_id', 'reading', 'metrics'],
];

/** Searchable entity tables: [table, title column, weighted document]. */
const SEARCHABLE: [table: string, titleColumn: string, document: string][] = [
  ['visions', 'name', "setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(narrative, '')), 'B')"],
  ['objectives', 'title', "setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')"],
  ['metrics', 'name', "setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')"],
  [
    'opportunities',
    'title',
    "setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')",
  ],
  ['tasks', 'title', "setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')"],
  [
    'teams',
    'name',
    "setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(prefix, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')",
  ],
  ['users', 'name', "setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(email, '')), 'B')"],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  // Idempotency (spec 2 §8): one row per (credential's org and user, method, path, key), kept 24 h.
  await knex.schema.createTable('idempotency_records', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.text('method').notNullable();
    t.text('path').notNullable();
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.text('state').notNullable(); // in_progress | completed
    t.integer('response_status');
    t.jsonb('response_body');
    t.specificType('locked_at', 'timestamptz(3)').notNullable().defaultTo(knex.fn.now());
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.fn.now());
    t.specificType('expires_at', 'timestamptz(3)').notNullable();
    t.primary(['org_id', 'user_id', 'method', 'path', 'key']);
    t.index(['expires_at']);
  });

  // Rate limits (spec 2 §8): sliding window over two fixed one-minute windows per bucket (an API key).
  await knex.schema.createTable('rate_limit_windows', (t) => {
    t.text('bucket').notNullable();
    t.specificType('window_start', 'timestamptz(0)').notNullable();
    t.integer('count').notNullable();
    t.boolean('last_allowed').notNullable();
    t.primary(['bucket', 'window_start']);
    t.index(['window_start']);
  });
  // Windows are worth a minute: unlogged (no WAL) keeps the per-request upsert cheap; a crash forgets them.
  await knex.raw('ALTER TABLE rate_limit_windows SET UNLOGGED');

  await knex.schema.createTable('activities', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.bigIncrements('seq', { primaryKey: false });
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.text('subject'); // null: the entity itself; else the child (assignment, member, reading, …)
    t.text('action').notNullable(); // created | updated | deleted | added | removed
    t.jsonb('changes').notNullable(); // [{field, from, to}] with column names
    t.uuid('actor_user_id');
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.primary(['org_id', 'id']);
    t.index(['org_id', 'entity_type', 'entity_id', 'seq']);
  });

  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.boolean('subscribed').notNullable(); // false: muted (stays muted when the user is later assigned)
    t.specificType('updated_at', 'timestamptz(3)').notNullable().defaultTo(knex.fn.now());
    t.primary(['org_id', 'user_id', 'entity_type', 'entity_id']);
    t.foreign(['org_id', 'user_id']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
  });
  await knex.raw('CREATE INDEX subscriptions_followers ON subscriptions (org_id, entity_type, entity_id) WHERE subscribed');

  await knex.schema.createTable('notifications', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.bigIncrements('seq', { primaryKey: false });
    t.uuid('user_id').notNullable();
    t.text('type').notNullable(); // task_assigned | entity_changed | mention
    t.text('title').notNullable();
    t.text('body').notNullable().defaultTo('');
    t.text('link_url');
    t.text('entity_type');
    t.uuid('entity_id');
    t.uuid('actor_user_id');
    t.specificType('read_at', 'timestamptz(3)');
    t.boolean('pinned').notNullable().defaultTo(false);
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.primary(['org_id', 'id']);
    t.foreign(['org_id', 'user_id']).references(['org_id', 'id']).inTable('users').onDelete('CASCADE');
    t.index(['org_id', 'user_id', 'seq']);
  });
  await knex.raw('CREATE INDEX notifications_unread ON notifications (org_id, user_id) WHERE read_at IS NULL');

  await knex.raw(`
    CREATE FUNCTION sextant_record_activity() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      etype text := TG_ARGV[0];
      idcol text := TG_ARGV[1];
      subj text := nullif(TG_ARGV[2], '');
      etable text := TG_ARGV[3];
      ignored text[] := ARRAY['id', 'org_id', 'created_at', 'updated_at', 'vision_path', 'search_doc', 'number', idcol];
      financial text[] := ARRAY['estimated_cost', 'salary_monthly', 'salary_currency', 'weekly_hours'];
      o jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
      n jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
      r jsonb := coalesce(n, o);
      changes jsonb := '[]'::jsonb;
      visible text[] := ARRAY[]::text[];
      k text;
      act text;
      org uuid := (r ->> 'org_id')::uuid;
      eid uuid := (r ->> idcol)::uuid;
      actor uuid := nullif(current_setting('sextant.actor_user_id', true), '')::uuid;
      ename text;
    BEGIN
      FOR k IN SELECT jsonb_object_keys(r) LOOP
        CONTINUE WHEN k = ANY (ignored);
        CONTINUE WHEN TG_OP = 'INSERT' AND jsonb_typeof(n -> k) = 'null';
        IF (o -> k) IS DISTINCT FROM (n -> k) THEN
          changes := changes || jsonb_build_array(jsonb_build_object('field', k, 'from', o -> k, 'to', n -> k));
          IF NOT k = ANY (financial) THEN visible := visible || k; END IF;
        END IF;
      END LOOP;
      IF TG_OP = 'UPDATE' AND jsonb_array_length(changes) = 0 THEN RETURN NULL; END IF;
      act := CASE
        WHEN subj IS NULL THEN CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END
        ELSE CASE TG_OP WHEN 'INSERT' THEN 'added' WHEN 'UPDATE' THEN 'updated' ELSE 'removed' END
      END;
      INSERT INTO activities (org_id, entity_type, entity_id, subject, action, changes, actor_user_id)
        VALUES (org, etype, eid, subj, act, changes, actor);

      -- Followers hear about it (spec 2 §4.15): one notification per write, never to the actor, and never
      -- naming financial fields (a follower may lack cost:read).
      IF cardinality(visible) > 0 AND EXISTS (
        SELECT 1 FROM subscriptions s WHERE s.org_id = org AND s.entity_type = etype AND s.entity_id = eid AND s.subscribed
          AND s.user_id IS DISTINCT FROM actor) THEN
        IF subj IS NULL THEN
          ename := coalesce(r ->> 'title', r ->> 'name');
        ELSE
          EXECUTE format('SELECT coalesce(to_jsonb(e) ->> ''title'', to_jsonb(e) ->> ''name'') FROM %I e WHERE e.org_id = $1 AND e.id = $2', etable)
            INTO ename USING org, eid;
        END IF;
        INSERT INTO notifications (org_id, user_id, type, title, body, link_url, entity_type, entity_id, actor_user_id)
          SELECT org, s.user_id, 'entity_changed',
                 format('%s "%s" %s', initcap(etype), coalesce(ename, eid::text), CASE WHEN subj IS NULL THEN act ELSE subj || ' ' || act END),
                 'Changed: ' || array_to_string(visible, ', '),
                 format('/api/v1/%s/%s', etable, eid), etype, eid, actor
            FROM subscriptions s
           WHERE s.org_id = org AND s.entity_type = etype AND s.entity_id = eid AND s.subscribed AND s.user_id IS DISTINCT FROM actor;
      END IF;
      RETURN NULL;
    END
    $fn$`);
  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    // Static identifiers from TRACKED above (trigger arguments are string literals).
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject ?? ''}', '${entityTable}')`,
    );
  }

  for (const [table, titleColumn, document] of SEARCHABLE) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (${document}) STORED`);
    await knex.raw(`CREATE INDEX ${table}_search_doc ON ${table} USING gin (search_doc)`);
    await knex.raw(`CREATE INDEX ${table}_${titleColumn}_trgm ON ${table} USING gin (${titleColumn} gin_trgm_ops)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, titleColumn] of SEARCHABLE) {
    await knex.raw(`DROP INDEX IF EXISTS ${table}_${titleColumn}_trgm`);
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS search_doc`);
  }
  for (const [table] of TRACKED) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_activity ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS sextant_record_activity()');
  for (const t of ['notifications', 'subscriptions', 'activities', 'rate_limit_windows', 'idempotency_records']) await knex.schema.dropTableIfExists(t);
}
