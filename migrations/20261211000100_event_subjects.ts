/**
 * Events, from a new user's review of issue 18 (spec 2 §6):
 * - activities.subject_key / events.subject_key: which child a child event is about — the child row's primary key
 *   without org_id and its parent's id column (`{id}` for an agent run or an external link, `{user_id}` for a task
 *   assignment, `{objective_id}` for an opportunity's objective link). sextant_record_activity records it (the
 *   function below is the platform migration's with that one addition); the outbox copies it; the payload shows it
 *   as `data.subject {type, key}` with API names.
 * - An update that changed only financial fields (estimated cost, salary, weekly hours) emits no event: its changes
 *   would be empty once stripped, and the event alone would tell a receiver that someone's pay changed.
 * - Strategies, direction documents (product specs, context, pending visions), time entries and files join the
 *   activity log, so their writes are events too (strategy.created, file.status_changed, time_entry.updated, …).
 */
import type { Knex } from 'knex';

/** Newly tracked tables → trigger arguments (entity type, id column, subject, entity table). */
const TRACKED: [table: string, type: string][] = [
  ['strategies', 'strategy'],
  ['direction_documents', 'direction_document'],
  ['time_entries', 'time_entry'],
  ['files', 'file'],
];

const EMIT = (subjectKey: boolean) => `
    CREATE OR REPLACE FUNCTION sextant_emit_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      types text[];
      fields text[];
      t text;
      evt text;
      financial text[] := ARRAY['estimated_cost', 'salary_monthly', 'salary_currency', 'weekly_hours'];
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM webhook_subscriptions s WHERE s.org_id = NEW.org_id AND s.active) THEN RETURN NULL; END IF;
      SELECT coalesce(array_agg(c ->> 'field'), ARRAY[]::text[]) INTO fields FROM jsonb_array_elements(NEW.changes) c;
      ${
        subjectKey
          ? `-- Only financial fields changed: nothing a receiver may see, so no event at all.
      IF NEW.action = 'updated' AND cardinality(fields) > 0 AND fields <@ financial THEN RETURN NULL; END IF;`
          : ''
      }
      IF NEW.subject IS NULL THEN
        types := ARRAY[NEW.entity_type || '.' || NEW.action];
        IF NEW.action = 'updated' THEN
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
        INSERT INTO events (org_id, id, type, entity_type, entity_id, subject, ${subjectKey ? 'subject_key, ' : ''}action, changes, actor_user_id)
          VALUES (NEW.org_id, evt, t, NEW.entity_type, NEW.entity_id, NEW.subject, ${subjectKey ? 'NEW.subject_key, ' : ''}NEW.action, NEW.changes, NEW.actor_user_id);
        INSERT INTO integration_events (org_id, integration_id, direction, kind, status, dedup_key, event_id, subscription_id)
          SELECT s.org_id, i.id, 'outbound', t, 'pending', evt || ':' || s.id, evt, s.id
            FROM webhook_subscriptions s JOIN integrations i ON i.org_id = s.org_id AND i.kind = 'webhooks'
           WHERE s.org_id = NEW.org_id AND s.active AND ('*' = ANY (s.event_types) OR t = ANY (s.event_types));
        PERFORM graphile_worker.add_job('webhook_fanout', json_build_object('orgId', NEW.org_id, 'eventId', evt),
          job_key := 'fanout:' || evt, max_attempts := 10);
      END LOOP;
      RETURN NULL;
    END
    $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE activities ADD COLUMN subject_key jsonb');
  await knex.raw('ALTER TABLE events ADD COLUMN subject_key jsonb');
  await knex.raw(`
    CREATE OR REPLACE FUNCTION sextant_record_activity() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
      skey jsonb;
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
      -- Which child (issue 18): its primary key without org_id and the parent's id column ({id}, {user_id}, …).
      IF subj IS NOT NULL THEN
        SELECT jsonb_object_agg(a.attname, r -> a.attname) INTO skey
          FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
         WHERE i.indrelid = TG_RELID AND i.indisprimary AND a.attname NOT IN ('org_id', idcol);
      END IF;
      INSERT INTO activities (org_id, entity_type, entity_id, subject, subject_key, action, changes, actor_user_id)
        VALUES (org, etype, eid, subj, skey, act, changes, actor);

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
  await knex.raw(EMIT(true));
  for (const [table, type] of TRACKED) {
    // Static identifiers from TRACKED above (trigger arguments are string literals).
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', 'id', '', '${table}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of TRACKED) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_activity ON ${table}`);
  await knex.raw(EMIT(false));
  await knex.raw(`
    CREATE OR REPLACE FUNCTION sextant_record_activity() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
  await knex.raw('ALTER TABLE events DROP COLUMN IF EXISTS subject_key');
  await knex.raw('ALTER TABLE activities DROP COLUMN IF EXISTS subject_key');
}
