/**
 * Events, webhooks and integrations (issue 18; spec 2 §4.14, §4.19, §6).
 * - integrations: an org's connections to other systems, kind `webhooks` (built in: one per org, created with the
 *   org's first webhook subscription; its outbound ledger is the webhook deliveries) or `github` (inbound pull-request
 *   webhooks, created by the admin CLI `integration:create`). secret_ciphertext: AES-256-GCM under the server's
 *   secret key (src/webhooks/secrets.ts), never returned. config: per-kind settings (github: which task status an
 *   opened or merged pull request moves its tasks to).
 * - webhook_subscriptions: HTTPS endpoints receiving events (spec 2 §4.14). event_types: catalog names or '*'.
 *   secret_ciphertext as above (AAD: the subscription id). failing_since: when the current run of failed attempts
 *   began (null after any success); three days of it deactivate the subscription (disabled_reason says why).
 * - events: the outbox (spec 2 §6). One row per event, written by the trigger below in the same transaction as the
 *   change whose activity row it follows, so a rolled-back write emits nothing and a committed one is never lost.
 *   Rows are written only while the org has an active subscription wanting the type. `object` is the resource as the
 *   API returns it, frozen by the fan-out job (src/webhooks/fanout.ts) right after commit; null until then.
 * - integration_events: every integration's ledger (spec 2 §6.4): direction inbound | outbound, kind (an event type
 *   for webhook deliveries; a GitHub event name inbound), status, dedup_key (unique per integration for originals),
 *   attempt_count, last_error, timings. A webhook delivery is an outbound row of the `webhooks` integration naming
 *   its event and subscription; a redelivery is a new row pointing at the original (redelivery_of).
 * - external_links: pull requests, chat messages and external blockers linked to a task or an opportunity (spec 2
 *   §4.19). Tracked in the activity log as the `externalLink` subject of their entity (so webhooks emit
 *   task.external_link_added …); removed with their entity.
 * - agent_runs: a coding agent's run on a task (spec 2 §4.19): status queued | running | succeeded | failed |
 *   cancelled, tracked as the `agentRun` subject of the task.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  const stamp = (t: Knex.CreateTableBuilder, col: string) => t.specificType(col, 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
    t
      .foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete((onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete) as 'CASCADE');
  const tenant = (t: Knex.CreateTableBuilder) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
  };

  await knex.schema.createTable('integrations', (t) => {
    tenant(t);
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.text('status').notNullable().defaultTo('active');
    t.text('secret_ciphertext');
    t.jsonb('config').notNullable().defaultTo('{}');
    t.uuid('created_by_user_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
    t.index(['org_id', 'created_at', 'id']);
    ref(t, 'created_by_user_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE integrations ADD CONSTRAINT integrations_kind CHECK (kind IN ('webhooks', 'github'))`);
  await knex.raw(`ALTER TABLE integrations ADD CONSTRAINT integrations_status CHECK (status IN ('active', 'disabled'))`);
  await knex.raw(`CREATE UNIQUE INDEX integrations_one_webhooks ON integrations (org_id) WHERE kind = 'webhooks'`);

  await knex.schema.createTable('webhook_subscriptions', (t) => {
    tenant(t);
    t.text('url').notNullable();
    t.specificType('event_types', 'text[]').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('secret_ciphertext').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.text('disabled_reason');
    t.specificType('failing_since', 'timestamptz(3)');
    t.uuid('created_by_user_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
    t.index(['org_id', 'created_at', 'id']);
    ref(t, 'created_by_user_id', 'users', 'SET NULL');
  });
  await knex.raw('CREATE INDEX webhook_subscriptions_active ON webhook_subscriptions (org_id) WHERE active');

  await knex.schema.createTable('events', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.text('id').notNullable();
    t.text('type').notNullable();
    t.text('entity_type');
    t.uuid('entity_id');
    t.text('subject');
    t.text('action');
    t.jsonb('changes').notNullable().defaultTo('[]');
    t.uuid('actor_user_id');
    t.jsonb('object');
    t.specificType('fanned_out_at', 'timestamptz(3)');
    stamp(t, 'created_at');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
  });

  await knex.schema.createTable('integration_events', (t) => {
    tenant(t);
    t.uuid('integration_id').notNullable();
    t.text('direction').notNullable();
    t.text('kind').notNullable();
    t.text('status').notNullable();
    t.text('dedup_key').notNullable();
    t.integer('attempt_count').notNullable().defaultTo(0);
    t.text('last_error');
    t.integer('last_status_code');
    t.text('event_id');
    t.uuid('subscription_id');
    t.uuid('redelivery_of');
    t.jsonb('summary');
    stamp(t, 'created_at');
    t.specificType('last_attempt_at', 'timestamptz(3)');
    t.specificType('next_attempt_at', 'timestamptz(3)');
    t.specificType('finished_at', 'timestamptz(3)');
    t.integer('duration_ms');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
    t.index(['org_id', 'integration_id', 'created_at', 'id']);
    t.index(['org_id', 'subscription_id', 'created_at', 'id']);
    ref(t, 'integration_id', 'integrations', 'CASCADE');
    ref(t, 'subscription_id', 'webhook_subscriptions', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE integration_events ADD CONSTRAINT integration_events_direction CHECK (direction IN ('inbound', 'outbound'))`);
  await knex.raw(`ALTER TABLE integration_events ADD CONSTRAINT integration_events_status CHECK (status IN
    ('pending', 'retrying', 'succeeded', 'failed', 'cancelled', 'processed', 'ignored', 'skipped'))`);
  await knex.raw('CREATE UNIQUE INDEX integration_events_dedup ON integration_events (org_id, integration_id, dedup_key) WHERE redelivery_of IS NULL');

  await knex.schema.createTable('external_links', (t) => {
    tenant(t);
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.text('kind').notNullable();
    t.text('provider').notNullable();
    t.text('url').notNullable();
    t.text('title').notNullable().defaultTo('');
    t.text('external_id');
    t.text('state');
    t.text('channel_id');
    t.text('message_id');
    t.uuid('integration_id');
    t.uuid('created_by_user_id');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
    t.index(['org_id', 'entity_type', 'entity_id', 'created_at']);
    ref(t, 'integration_id', 'integrations', 'SET NULL');
    ref(t, 'created_by_user_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE external_links ADD CONSTRAINT external_links_entity CHECK (entity_type IN ('task', 'opportunity'))`);
  await knex.raw(`ALTER TABLE external_links ADD CONSTRAINT external_links_kind CHECK (kind IN ('pull_request', 'message', 'blocker'))`);
  await knex.raw(
    `CREATE UNIQUE INDEX external_links_message ON external_links (org_id, entity_type, entity_id, provider, channel_id, message_id) WHERE kind = 'message'`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX external_links_pull_request ON external_links (org_id, entity_type, entity_id, provider, external_id) WHERE kind = 'pull_request'`,
  );

  await knex.schema.createTable('agent_runs', (t) => {
    tenant(t);
    t.uuid('task_id').notNullable();
    t.uuid('integration_id');
    t.text('provider').notNullable();
    t.text('status').notNullable().defaultTo('queued');
    t.text('summary').notNullable().defaultTo('');
    t.text('url');
    t.text('external_id');
    t.uuid('created_by_user_id');
    t.specificType('started_at', 'timestamptz(3)');
    t.specificType('finished_at', 'timestamptz(3)');
    stamp(t, 'created_at');
    stamp(t, 'updated_at');
    t.primary(['org_id', 'id']);
    t.unique(['id']);
    t.index(['org_id', 'task_id', 'created_at']);
    t.index(['org_id', 'integration_id', 'created_at']);
    ref(t, 'task_id', 'tasks', 'CASCADE');
    ref(t, 'integration_id', 'integrations', 'SET NULL');
    ref(t, 'created_by_user_id', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE agent_runs ADD CONSTRAINT agent_runs_status CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled'))`);

  // External links go with their task or opportunity (no foreign key: the entity is one of two tables).
  await knex.raw(`
    CREATE FUNCTION sextant_drop_external_links() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM external_links WHERE org_id = OLD.org_id AND entity_type = TG_ARGV[0] AND entity_id = OLD.id;
      RETURN NULL;
    END $$`);
  for (const [table, type] of [
    ['tasks', 'task'],
    ['opportunities', 'opportunity'],
  ]) {
    await knex.raw(`CREATE TRIGGER ${table}_drop_external_links AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION sextant_drop_external_links('${type}')`);
  }

  // Activity log (and so events): agent runs as the task's agentRun; external links as their entity's externalLink.
  await knex.raw(`CREATE TRIGGER agent_runs_activity AFTER INSERT OR UPDATE OR DELETE ON agent_runs FOR EACH ROW
    EXECUTE FUNCTION sextant_record_activity('task', 'task_id', 'agentRun', 'tasks')`);
  for (const [type, table] of [
    ['task', 'tasks'],
    ['opportunity', 'opportunities'],
  ]) {
    await knex.raw(`CREATE TRIGGER external_links_${type}_activity AFTER INSERT OR UPDATE ON external_links FOR EACH ROW
      WHEN (NEW.entity_type = '${type}') EXECUTE FUNCTION sextant_record_activity('${type}', 'entity_id', 'externalLink', '${table}')`);
    await knex.raw(`CREATE TRIGGER external_links_${type}_activity_delete AFTER DELETE ON external_links FOR EACH ROW
      WHEN (OLD.entity_type = '${type}') EXECUTE FUNCTION sextant_record_activity('${type}', 'entity_id', 'externalLink', '${table}')`);
  }

  /*
   * The outbox (spec 2 §6): every activity row becomes the events its change stands for, in the same transaction.
   * Types: `<entity>.created|updated|deleted` for the entity itself, plus `<entity>.status_changed` /
   * `<entity>.state_changed` when an update changed that column; `<entity>.<subject>_added|updated|removed` for a
   * child (subject in snake_case: task.assignment_added, opportunity.external_link_added). The catalog in the
   * OpenAPI document's `webhooks` section lists them all (a test compares it with the triggers). Orgs without an
   * active subscription wanting the type pay one index probe and write nothing. For each event: its row, one
   * pending delivery per matching subscription (the `webhooks` integration's outbound ledger), and the fan-out job
   * that freezes the object and queues the deliveries (src/webhooks/fanout.ts).
   */
  await knex.raw(`
    CREATE FUNCTION sextant_emit_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      types text[];
      fields text[];
      t text;
      evt text;
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM webhook_subscriptions s WHERE s.org_id = NEW.org_id AND s.active) THEN RETURN NULL; END IF;
      IF NEW.subject IS NULL THEN
        types := ARRAY[NEW.entity_type || '.' || NEW.action];
        IF NEW.action = 'updated' THEN
          SELECT coalesce(array_agg(c ->> 'field'), ARRAY[]::text[]) INTO fields FROM jsonb_array_elements(NEW.changes) c;
          IF 'status' = ANY (fields) THEN types := types || (NEW.entity_type || '.status_changed'); END IF;
          IF 'state' = ANY (fields) THEN types := types || (NEW.entity_type || '.state_changed'); END IF;
        END IF;
      ELSE
        types := ARRAY[NEW.entity_type || '.' || lower(regexp_replace(NEW.subject, '([a-z])([A-Z])', '\\1_\\2', 'g')) || '_' || NEW.action];
      END IF;
      FOREACH t IN ARRAY types LOOP
        CONTINUE WHEN NOT EXISTS (SELECT 1 FROM webhook_subscriptions s
          WHERE s.org_id = NEW.org_id AND s.active AND ('*' = ANY (s.event_types) OR t = ANY (s.event_types)));
        evt := 'evt_' || replace(gen_random_uuid()::text, '-', '');
        INSERT INTO events (org_id, id, type, entity_type, entity_id, subject, action, changes, actor_user_id)
          VALUES (NEW.org_id, evt, t, NEW.entity_type, NEW.entity_id, NEW.subject, NEW.action, NEW.changes, NEW.actor_user_id);
        INSERT INTO integration_events (org_id, integration_id, direction, kind, status, dedup_key, event_id, subscription_id)
          SELECT s.org_id, i.id, 'outbound', t, 'pending', evt || ':' || s.id, evt, s.id
            FROM webhook_subscriptions s JOIN integrations i ON i.org_id = s.org_id AND i.kind = 'webhooks'
           WHERE s.org_id = NEW.org_id AND s.active AND ('*' = ANY (s.event_types) OR t = ANY (s.event_types));
        PERFORM graphile_worker.add_job('webhook_fanout', json_build_object('orgId', NEW.org_id, 'eventId', evt),
          job_key := 'fanout:' || evt, max_attempts := 10);
      END LOOP;
      RETURN NULL;
    END
    $fn$`);
  await knex.raw('CREATE TRIGGER activities_emit_event AFTER INSERT ON activities FOR EACH ROW EXECUTE FUNCTION sextant_emit_event()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS activities_emit_event ON activities');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_emit_event()');
  for (const type of ['task', 'opportunity']) {
    await knex.raw(`DROP TRIGGER IF EXISTS external_links_${type}_activity ON external_links`);
    await knex.raw(`DROP TRIGGER IF EXISTS external_links_${type}_activity_delete ON external_links`);
  }
  await knex.raw('DROP TRIGGER IF EXISTS agent_runs_activity ON agent_runs');
  for (const table of ['tasks', 'opportunities']) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_drop_external_links ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS sextant_drop_external_links()');
  for (const t of ['agent_runs', 'external_links', 'integration_events', 'events', 'webhook_subscriptions', 'integrations'])
    await knex.schema.dropTableIfExists(t);
}
