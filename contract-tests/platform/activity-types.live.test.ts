/**
 * Every activity log the server writes can be read (spec 2 §4.3): the entity types the activity triggers record
 * (read from Postgres: the first argument of every sextant_record_activity trigger) are exactly the values
 * GET /api/v1/activities accepts for entityType, which are the event catalog's entity types (ENTITY_TABLES of
 * src/jobs/fanout.ts); and on an org holding every entity kind, each entity_type written to the log is read
 * back through GET /activities by the org's admin.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };
import { ENTITY_TABLES } from '../../src/jobs/fanout.js';
import * as sdk from '../../sdk/src/index';
import type { ActivityEntityType } from '../../sdk/src/index';
import { fillEveryKind, type EveryKind } from '../lib/everyKind.js';
import { as, errorOf, must, ok, useSdk } from '../lib/sdkAs.js';

const { databaseUrl } = inject('contract');
const accepted = (doc.components.schemas.ActivityEntityType as { enum: string[] }).enum;
let db: Knex;
let filled: EveryKind;
useSdk();
/** GET /activities of one entity as `key` (the types come from the database, so they are cast to the enum). */
const activitiesOf = (key: string, type: string, id: string) => sdk.listActivities({ entityType: type as ActivityEntityType, entityId: id }, as(key));

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  filled = await fillEveryKind('Activity types org');
}, 60_000);
afterAll(async () => {
  await db?.destroy();
});

describe('GET /api/v1/activities reads every log the server writes', () => {
  it("accepts exactly the entity types the activity triggers record, which are the event catalog's", async () => {
    const { rows } = await db.raw(`SELECT DISTINCT split_part(encode(tgargs, 'escape'), '\\000', 1) AS type FROM pg_trigger t
      JOIN pg_proc p ON p.oid = t.tgfoid WHERE p.proname = 'sextant_record_activity' AND NOT t.tgisinternal`);
    const written = rows.map((r: { type: string }) => r.type).sort();
    expect(written.length).toBeGreaterThan(10);
    expect([...accepted].sort()).toEqual(written);
    expect([...accepted].sort()).toEqual(Object.keys(ENTITY_TABLES).sort());
  });

  it('on an org with every entity kind, each entity_type in the log reads back through the API', async () => {
    const { rows } = await db.raw(`SELECT entity_type, array_agg(DISTINCT entity_id::text) AS ids FROM activities WHERE org_id = ? GROUP BY 1 ORDER BY 1`, [
      filled.orgId,
    ]);
    expect(rows.map((r: { entity_type: string }) => r.entity_type)).toEqual(expect.arrayContaining(['time_entry', 'strategy', 'direction_document', 'file']));
    const unread: string[] = [];
    for (const { entity_type: type, ids } of rows as { entity_type: string; ids: string[] }[]) {
      const answers: number[] = [];
      for (const id of ids) {
        const r = await activitiesOf(filled.adminKey, type, id);
        answers.push(r.status);
        // A hidden one (a file of a private room the admin is not in) is 404, never a 400 or a 500.
        expect([200, 404], `${type} ${id}: ${JSON.stringify(r.status === 200 ? '' : errorOf(r))}`).toContain(r.status);
        if (r.status === 200) {
          const log = ok(r);
          expect(log.length, `${type} ${id}`).toBeGreaterThan(0);
          expect(log.every((a) => a.entityType === type && a.entityId === id)).toBe(true);
          break;
        }
      }
      if (!answers.includes(200)) unread.push(type);
    }
    expect(unread).toEqual([]);
  });

  it('a deleted time entry, file or direction document keeps a readable log (by UUID)', async () => {
    const admin = as(filled.adminKey);
    const entry = must(await sdk.createTimeEntry({ entryDate: '2040-02-01', hours: 1, entryKind: 'vacation', note: 'Gone' }, undefined, admin));
    const { file } = must(await sdk.createFile({ sha256: 'b'.repeat(64), filename: 'gone.txt', contentType: 'text/plain', size: 4 }, undefined, admin));
    const doc = must(await sdk.createDirectionDocument({ kind: 'context', title: 'Gone', body: 'soon deleted' }, undefined, admin));
    for (const [type, id, remove] of [
      ['time_entry', entry.id, () => sdk.deleteTimeEntry(entry.id, undefined, admin)],
      ['file', file.id, () => sdk.deleteFile(file.id, undefined, admin)],
      ['direction_document', doc.id, () => sdk.deleteDirectionDocument(doc.id, undefined, admin)],
    ] as const) {
      const del = await remove();
      expect(del.status, `${type}: ${JSON.stringify(del.data)}`).toBeLessThan(300);
      const log = ok(await activitiesOf(filled.adminKey, type, id));
      expect(
        log.map((a) => a.action),
        type,
      ).toContain('deleted');
    }
  });

  it("a time entry's log is its owner's (or a leader's): another engineer gets 404", async () => {
    const entry = await db('time_entries').where({ org_id: filled.orgId }).first('id', 'user_id');
    const owner = filled.users.find((u) => u.id === entry.user_id)!;
    const other = filled.users.find((u) => u.id !== entry.user_id && u.role === 'engineer');
    ok(await activitiesOf(owner.apiKey, 'time_entry', entry.id));
    if (other) {
      const r = await activitiesOf(other.apiKey, 'time_entry', entry.id);
      expect(r.status).toBe(404);
      expect(errorOf(r).details).toContainEqual(expect.objectContaining({ field: 'query.entityId' }));
    }
  });
});
