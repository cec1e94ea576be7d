/** The Citus rules on made-up catalogs: each breach is found and its message names the change to make. */
import { describe, expect, it } from 'vitest';
import type { CatalogForeignKey, CatalogIndex, CatalogTable } from './catalog.js';
import { citusBreaches, placementOf } from './citusRules.js';

const table = (name: string, over: Partial<CatalogTable> = {}): CatalogTable => ({
  name,
  columns: new Map([
    ['org_id', true],
    ['id', true],
  ]),
  uniques: [{ name: `${name}_pkey`, kind: 'primary key', columns: ['org_id', 'id'], predicate: null }],
  foreignKeys: [],
  exclusions: [],
  ...over,
});
const fk = (name: string, target: string, columns: string[], targetColumns: string[]): CatalogForeignKey => ({
  name,
  target,
  columns,
  targetColumns,
  definition: `FOREIGN KEY (${columns.join(', ')}) REFERENCES ${target}(${targetColumns.join(', ')})`,
});
const unique = (name: string, kind: CatalogIndex['kind'], columns: (string | null)[], predicate: string | null = null): CatalogIndex => ({
  name,
  kind,
  columns,
  predicate,
});

const orgs = table('orgs', {
  columns: new Map([['id', true]]),
  uniques: [unique('orgs_pkey', 'primary key', ['id'])],
});
const users = table('users');
const rateLimits = table('rate_limit_windows', { columns: new Map([['bucket', true]]), uniques: [] });

const catalogOf = (...tables: CatalogTable[]) => new Map([orgs, users, rateLimits, ...tables].map((t) => [t.name, t]));

describe('citusBreaches', () => {
  const cases: [string, CatalogTable, RegExp][] = [
    ['a tenant table without org_id', table('notes', { columns: new Map([['id', true]]), uniques: [] }), /notes has no org_id: add `org_id uuid NOT NULL/],
    ['a nullable org_id', table('notes', { columns: new Map([['org_id', false]]) }), /notes\.org_id is nullable: make it NOT NULL/],
    [
      'a primary key on id alone',
      table('notes', { uniques: [unique('notes_pkey', 'primary key', ['id'])] }),
      /primary key notes_pkey \(id\) lacks org_id: make it \(org_id, id\)/,
    ],
    [
      'a unique constraint on id alone',
      table('notes', { uniques: [unique('notes_id_unique', 'unique constraint', ['id'])] }),
      /unique constraint notes_id_unique \(id\) lacks org_id/,
    ],
    [
      'a partial unique index without org_id',
      table('notes', { uniques: [unique('notes_slug', 'unique index', ['slug'], '(slug IS NOT NULL)')] }),
      /unique index notes_slug \(slug\) WHERE \(slug IS NOT NULL\) lacks org_id: make it \(org_id, slug\) WHERE/,
    ],
    [
      'an expression unique index without org_id',
      table('notes', { uniques: [unique('notes_lower', 'unique index', [null])] }),
      /\(<expression>\) lacks org_id/,
    ],
    [
      'an exclusion constraint without org_id',
      table('notes', { exclusions: [{ name: 'notes_no_overlap', definition: 'EXCLUDE USING gist (span WITH &&)' }] }),
      /exclusion constraint notes_no_overlap lacks `org_id WITH =`/,
    ],
    [
      'a foreign key to a tenant table without org_id',
      table('notes', { foreignKeys: [fk('notes_author', 'users', ['author_id'], ['id'])] }),
      /does not pair org_id with users\.org_id.*make it FOREIGN KEY \(org_id, author_id\) REFERENCES users \(org_id, id\)/,
    ],
    [
      'a foreign key pairing org_id with another column',
      table('notes', { foreignKeys: [fk('notes_author', 'users', ['org_id', 'author_id'], ['id', 'org_id'])] }),
      /does not pair org_id with users\.org_id/,
    ],
    [
      'a foreign key to a local table',
      table('notes', { foreignKeys: [fk('notes_bucket', 'rate_limit_windows', ['bucket'], ['bucket'])] }),
      /points at rate_limit_windows, a local table: make rate_limit_windows a reference table/,
    ],
    [
      'a foreign key outside the public schema',
      table('notes', { foreignKeys: [fk('notes_job', '(oid 1, outside public)', ['job_id'], [])] }),
      /points outside the public schema/,
    ],
  ];

  it.each(cases)('finds %s', (_, subject, message) => {
    const found = citusBreaches(subject, catalogOf(subject));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it('accepts a tenant table keyed and referencing through org_id, and org_id → orgs (id)', () => {
    const notes = table('notes', {
      uniques: [unique('notes_pkey', 'primary key', ['org_id', 'id']), unique('notes_slug', 'unique index', ['org_id', 'slug'], '(slug IS NOT NULL)')],
      foreignKeys: [fk('notes_org', 'orgs', ['org_id'], ['id']), fk('notes_author', 'users', ['org_id', 'author_id'], ['org_id', 'id'])],
      exclusions: [{ name: 'notes_no_overlap', definition: 'EXCLUDE USING gist (org_id WITH =, span WITH &&)' }],
    });
    expect(citusBreaches(notes, catalogOf(notes))).toEqual([]);
  });

  it('a local table may not reference a distributed one', () => {
    const workers = table('job_workers', { columns: new Map([['worker_id', true]]), uniques: [], foreignKeys: [fk('w_org', 'orgs', ['org'], ['id'])] });
    expect(citusBreaches(workers, catalogOf(workers))).toEqual([expect.stringMatching(/a local table cannot reference orgs, a distributed table/)]);
  });

  it('places tenant tables by org_id and orgs by its id', () => {
    expect(placementOf('tasks')).toMatchObject({ kind: 'distributed', column: 'org_id' });
    expect(placementOf('orgs')).toMatchObject({ kind: 'distributed', column: 'id' });
    expect(placementOf('rate_limit_windows')).toMatchObject({ kind: 'local' });
  });
});
