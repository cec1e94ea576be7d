/**
 * The webhook fan-out job a write's trigger enqueues carries the write's trace context: when the transaction set
 * `sextant.traceparent` (src/db/scope.ts, only while tracing is on), the job's payload gains
 * `_trace: {traceparent}`, which the worker continues (src/platform/tracing.ts). The function is otherwise the one
 * migrations/20261211000100_event_subjects.ts defined; it is edited in place from its current definition.
 */
import type { Knex } from 'knex';

const PLAIN = `json_build_object('orgId', NEW.org_id, 'eventId', evt)`;
const TRACED = `CASE WHEN coalesce(current_setting('sextant.traceparent', true), '') = '' THEN ${PLAIN}
          ELSE json_build_object('orgId', NEW.org_id, 'eventId', evt, '_trace', json_build_object('traceparent', current_setting('sextant.traceparent', true))) END`;

async function rewrite(knex: Knex, from: string, to: string): Promise<void> {
  const { rows } = await knex.raw(`SELECT pg_get_functiondef('sextant_emit_event'::regproc) AS def`);
  const def: string = rows[0].def;
  if (!def.includes(from)) throw new Error('sextant_emit_event does not have the expected add_job payload');
  await knex.raw(def.replace(from, to));
}

export async function up(knex: Knex): Promise<void> {
  await rewrite(knex, PLAIN, TRACED);
}

export async function down(knex: Knex): Promise<void> {
  await rewrite(knex, TRACED, PLAIN);
}
