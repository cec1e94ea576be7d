/**
 * Event types the call plan did not cause (a child row the API only replaces, a kind the API never deletes — a
 * vision, a user): the recorder makes the change itself, in the database, on a row of the org, so the server's own
 * activity triggers and outbox emit and deliver the event exactly as for an API write (with the system as actor).
 * The table of each type comes from the triggers themselves (sextant_record_activity's arguments: entity type,
 * id column, subject, entity table), so a new tracked table needs nothing here.
 */
import type { Knex } from 'knex';

interface Tracked {
  table: string;
  entity: string;
  subject: string | null;
}

const snake = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
/** Columns never changed to cause an update (keys, stamps, generated text). */
const FIXED = /(^id$|_id$|^org_id$|_at$|^number$|^search_doc$|^vision_path$|^version$|^position$)/;

async function trackedTables(db: Knex): Promise<Tracked[]> {
  const { rows } = await db.raw(
    `SELECT c.relname AS table, encode(t.tgargs, 'escape') AS args FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgfoid = 'sextant_record_activity'::regproc AND NOT t.tgisinternal`,
  );
  const out = new Map<string, Tracked>();
  for (const r of rows as { table: string; args: string }[]) {
    const [entity, , subject] = r.args.split('\\000');
    out.set(r.table, { table: r.table, entity, subject: subject || null });
  }
  return [...out.values()];
}

/** Causes `type` (`<entity>.<action>` or `<entity>.<subject>_<action>`) on a row of `orgId`; false when it cannot. */
export async function causeEvent(db: Knex, orgId: string, type: string): Promise<boolean> {
  const [entity, rest] = type.split('.');
  const action = /(deleted|removed|updated)$/.exec(rest)?.[1];
  if (!action) return false;
  const subject = rest === action ? null : rest.slice(0, -(action.length + 1));
  const t = (await trackedTables(db)).find((x) => x.entity === entity && (x.subject ? snake(x.subject) === subject : subject === null));
  if (!t) return false;
  // The newest row: one the recorder made, rather than the seeded data the lists show.
  const order = (await db.raw(`SELECT 1 FROM information_schema.columns WHERE table_name = ? AND column_name = 'created_at'`, [t.table])).rows.length
    ? 'created_at DESC'
    : 'ctid DESC';
  const target = `(SELECT ctid FROM ${t.table} WHERE org_id = ? ORDER BY ${order} LIMIT 1)`;
  try {
    if (action !== 'updated') {
      const res = await db.raw(`DELETE FROM ${t.table} WHERE ctid = ${target}`, [orgId]);
      return res.rowCount > 0;
    }
    const { rows: cols } = await db.raw(
      `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = ? AND table_schema = current_schema()
        ORDER BY ordinal_position`,
      [t.table],
    );
    const col = (cols as { name: string; type: string }[]).find(
      (c) => !FIXED.test(c.name) && ['text', 'character varying', 'integer', 'numeric', 'double precision', 'bigint'].includes(c.type),
    );
    if (!col) return false;
    const set = ['text', 'character varying'].includes(col.type) ? `${col.name} = coalesce(${col.name}, '') || ' (revised)'` : `${col.name} = coalesce(${col.name}, 0) + 1`;
    const res = await db.raw(`UPDATE ${t.table} SET ${set} WHERE ctid = ${target}`, [orgId]);
    return res.rowCount > 0;
  } catch {
    return false; // a constraint refuses it: the type stays missing and the recorder says so
  }
}
