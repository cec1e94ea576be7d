/**
 * Named statements for knex's reads (src/db/prepared.ts), on the test database: query-builder
 * SELECTs are prepared once per connection under a name; raw statements, writes and long binding lists are not;
 * a migration that changes a prepared statement's result columns is survived (0A000 → prepared anew).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from 'knex';
import { createDb } from '../../src/db/knex.js';
import { MAX_BINDINGS } from '../../src/db/prepared.js';

const { databaseUrl } = inject('contract');
let db: Knex;
const table = `prepared_probe_${process.pid}`;

/** Statements prepared on the pool's one connection, as Postgres lists them. */
const prepared = async () => (await db.raw('select name, statement from pg_prepared_statements')).rows as { name: string; statement: string }[];

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 1 }); // one connection: every statement below runs on the same session
  await db.schema.createTable(table, (t) => {
    t.integer('id').primary();
    t.text('title');
  });
  await db(table).insert([
    { id: 1, title: 'one' },
    { id: 2, title: 'two' },
  ]);
});
afterAll(async () => {
  await db.schema.dropTableIfExists(table);
  await db.destroy();
});

describe('query-builder reads run as named statements', () => {
  it('prepares a SELECT once under a name and reuses it with other values', async () => {
    expect(await db(table).where({ id: 1 }).first()).toEqual({ id: 1, title: 'one' });
    expect(await db(table).where({ id: 2 }).first()).toEqual({ id: 2, title: 'two' });
    expect(await db(table).where({ id: 2 }).pluck('title')).toEqual(['two']);
    const mine = (await prepared()).filter((s) => s.statement.includes(table));
    // `.first()` and `.pluck()` compile to two texts: two statements, the second `.first()` reused the first one's
    expect(mine).toHaveLength(2);
    expect(mine.every((s) => s.name.startsWith('sextant_q'))).toBe(true);
  });

  it('leaves raw statements, writes and long whereIn lists unnamed', async () => {
    await db.raw(`select title from ${table} where id = ?`, [1]);
    await db(table).where({ id: 2 }).update({ title: 'two' });
    const ids = Array.from({ length: MAX_BINDINGS + 1 }, (_, i) => i);
    expect(await db(table).whereIn('id', ids).orderBy('id').pluck('id')).toEqual([1, 2]);
    const texts = (await prepared()).map((s) => s.statement);
    expect(texts.some((t) => t.startsWith('select title from'))).toBe(false);
    expect(texts.some((t) => t.startsWith('update'))).toBe(false);
    expect(texts.some((t) => t.includes(' in ('))).toBe(false);
  });

  it('answers with the new columns after a migration changes a prepared SELECT * (0A000 is retried)', async () => {
    expect(await db(table).where({ id: 1 }).first()).toEqual({ id: 1, title: 'one' });
    await db.schema.alterTable(table, (t) => t.text('note').defaultTo('n'));
    expect(await db(table).where({ id: 1 }).first()).toEqual({ id: 1, title: 'one', note: 'n' });
    expect(await db(table).where({ id: 2 }).first()).toEqual({ id: 2, title: 'two', note: 'n' });
  });
});
