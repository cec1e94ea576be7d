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
    out.set(`${r.table} ${entity}`, { table: r.table, entity, subject: subject || null });
  }
  return [...out.values()];
}

/**
 * SET clauses that change column `c`, to try in turn: a text limited by a CHECK to a list moves to another value of
 * it, other text gets a suffix; numbers +1 or -1; dates a day later; booleans flip; enums move on.
 */
function changesOf(c: { name: string; type: string; udt: string }, checks: string[]): string[] {
  const q = `"${c.name}"`;
  if (['text', 'character varying'].includes(c.type)) {
    const list = checks.map((d) => new RegExp(`\\(?${c.name}\\)?(?:::text)?\\s*=\\s*ANY\\s*\\(\\(?ARRAY\\[(.*?)\\]`).exec(d)?.[1]).find(Boolean);
    const values = list ? [...list.matchAll(/'([^']*)'/g)].map((m) => `'${m[1]}'`) : [];
    return values.length
      ? [`${q} = (SELECT v FROM unnest(ARRAY[${values.join(', ')}]::text[]) v WHERE v IS DISTINCT FROM ${q} LIMIT 1)`]
      : [`${q} = coalesce(${q}, '') || ' (revised)'`];
  }
  if (['integer', 'smallint', 'bigint', 'numeric', 'double precision', 'real'].includes(c.type))
    return [`${q} = coalesce(${q}, 0) + 1`, `${q} = coalesce(${q}, 0) - 1`];
  if (c.type === 'date') return [`${q} = coalesce(${q}, current_date) + 1`];
  if (c.type === 'boolean') return [`${q} = NOT coalesce(${q}, false)`];
  if (c.type === 'USER-DEFINED') return [`${q} = (SELECT v FROM unnest(enum_range(NULL::"${c.udt}")) v WHERE v IS DISTINCT FROM ${q} LIMIT 1)`];
  return [];
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
  const has = async (column: string) =>
    (await db.raw(`SELECT 1 FROM information_schema.columns WHERE table_name = ? AND column_name = ?`, [t.table, column])).rows.length > 0;
  const order = (await has('created_at')) ? 'created_at DESC' : 'ctid DESC';
  // A table shared by several entities (external links of tasks and of opportunities) says whose each row is.
  const whose = (await has('entity_type')) ? ` AND entity_type = ${db.raw('?', [entity]).toQuery()}` : '';
  const target = `(SELECT ctid FROM ${t.table} WHERE org_id = ?${whose} ORDER BY ${order} LIMIT 1)`;
  try {
    if (action !== 'updated') {
      const res = await db.raw(`DELETE FROM ${t.table} WHERE ctid = ${target}`, [orgId]);
      return res.rowCount > 0;
    }
    const { rows: cols } = await db.raw(
      `SELECT column_name AS name, data_type AS type, udt_name AS udt FROM information_schema.columns WHERE table_name = ? AND table_schema = current_schema()
        ORDER BY ordinal_position`,
      [t.table],
    );
    const { rows: checks } = await db.raw(`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = ?::regclass AND contype = 'c'`, [
      t.table,
    ]);
    // The first column a change can be made to (a CHECK constraint may refuse one: then the next).
    for (const c of cols as { name: string; type: string; udt: string }[]) {
      if (FIXED.test(c.name)) continue;
      for (const set of changesOf(
        c,
        (checks as { def: string }[]).map((x) => x.def),
      )) {
        const res = await db.raw(`UPDATE ${t.table} SET ${set} WHERE ctid = ${target}`, [orgId]).catch(() => undefined);
        if (res?.rowCount) return true;
      }
    }
    return false;
  } catch {
    return false; // a constraint refuses it: the type stays missing and the recorder says so
  }
}
