/**
 * The event catalog (spec 2 §6) equals what the database can emit. The outbox trigger
 * (`sextant_emit_event`, migrations/20261211000000_events_integrations.ts) turns each activity row into events:
 * `<entity>.created|updated|deleted` for an entity table, plus `<entity>.status_changed` / `.state_changed` when the
 * table has that column; `<entity>.<subject in snake_case>_added|updated|removed` for a child table. The activity
 * rows come from the triggers calling `sextant_record_activity(entityType, idColumn, subject, entityTable)` — read
 * here from pg_trigger, so a table tracked by a later migration without a catalog entry fails this test. Plus the
 * synthetic `webhook.test`. The set must equal the EventType enum and the keys of the document's `webhooks` section.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { ROOT } from '../../src/db/connect.js';

const { databaseUrl } = inject('contract');
let db: Knex;
beforeAll(() => {
  db = createDb(databaseUrl, { min: 0, max: 1 });
});
afterAll(async () => {
  await db?.destroy();
});

/** The parts of the bundled document this file reads. */
interface Doc {
  components: { schemas: { EventType: { enum: string[] } } };
  webhooks?: Record<string, { post?: { requestBody?: unknown } }>;
}
const readDoc = () => JSON.parse(readFileSync(join(ROOT, 'src/generated/openapi.json'), 'utf8')) as Doc;

const snake = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** Every event type the triggers can produce, with the trigger that produces it (for failure messages). */
async function emittable(): Promise<Map<string, string>> {
  const { rows } = await db.raw(`
    SELECT t.tgname, c.relname AS table_name, encode(t.tgargs, 'escape') AS args
      FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_class c ON c.oid = t.tgrelid
     WHERE p.proname = 'sextant_record_activity' AND NOT t.tgisinternal`);
  const out = new Map<string, string>();
  for (const r of rows as { tgname: string; table_name: string; args: string }[]) {
    // tgargs: the arguments, each ended by a NUL byte (escape-encoded as \000).
    const [entityType, , subject, entityTable] = r.args.split('\\000');
    const from = `${r.tgname} on ${r.table_name}`;
    if (subject) {
      for (const a of ['added', 'updated', 'removed']) out.set(`${entityType}.${snake(subject)}_${a}`, from);
      continue;
    }
    for (const a of ['created', 'updated', 'deleted']) out.set(`${entityType}.${a}`, from);
    const { rows: cols } = await db.raw(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name IN ('status', 'state')`,
      [entityTable || r.table_name],
    );
    for (const c of cols as { column_name: string }[]) out.set(`${entityType}.${c.column_name}_changed`, `${from} (column ${c.column_name})`);
  }
  out.set('webhook.test', 'POST /webhook-subscriptions/{id}/test');
  return out;
}

describe('the event catalog matches the triggers', () => {
  it('EventType enum = the webhooks section = the types the triggers emit, plus webhook.test', async () => {
    const doc = readDoc();
    const enumTypes = [...doc.components.schemas.EventType.enum].sort();
    const sectionTypes = Object.keys(doc.webhooks ?? {}).sort();
    const db = await emittable();
    const emitted = [...db.keys()].sort();
    const missing = emitted.filter((t) => !enumTypes.includes(t)).map((t) => `${t} (from ${db.get(t)})`);
    const never = enumTypes.filter((t) => !db.has(t));
    expect(missing, 'emitted by a trigger but not in the EventType enum').toEqual([]);
    expect(never, 'in the EventType enum but no trigger emits it').toEqual([]);
    expect(sectionTypes).toEqual(enumTypes);
    expect(new Set(enumTypes).size).toBe(enumTypes.length);
  });

  it('every webhooks entry documents a POST whose body is the Event schema', () => {
    const doc = readDoc();
    expect(doc.webhooks).toBeTruthy();
    for (const [type, item] of Object.entries(doc.webhooks ?? {})) {
      expect(item.post, type).toBeTruthy();
      expect(JSON.stringify(item.post?.requestBody), type).toContain('"$ref":"#/components/schemas/Event"');
    }
  });
});
