/**
 * Services hold the rules, the transactions and the calls between areas; queries live in the query modules of
 * src/repositories/ (decisions 0013, 0049). This test reads every service source and fails naming each line that
 * builds a query itself — a table selected with `db('…')`/`trx('…')`, a `.where…(`, `.raw(`, `.insert(` or
 * `.forUpdate(` — so a query that creeps back into a service is caught in `npm test`, not in review.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(import.meta.dirname);
const QUERY = /\b(?:db|trx|knex)\(\s*[`'"]|\.(?:where\w*|raw|forUpdate|forShare|onConflict)\(/;

const sources = (readdirSync(DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(DIR, f));

describe('services hold no SQL', () => {
  it('reads the services', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it('no service line builds a query (they call src/repositories/ instead)', () => {
    const found = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${relative(DIR, file)}:${i + 1}` }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && QUERY.test(line)),
    );
    expect(found.map((f) => `${f.at}  ${f.line}`)).toEqual([]);
  });

  it('the pattern catches what it is meant to', () => {
    for (const bad of ["await db('tasks').first()", "q.whereIn('id', ids)", 'trx.raw(`select 1`)', "this.db('users')", 'x.forUpdate()'])
      expect(QUERY.test(bad), bad).toBe(true);
    for (const fine of ['await this.db.transaction(async (trx) => f(trx))', 'findTask(db, orgId, id)', "hash.update('x')"])
      expect(QUERY.test(fine), fine).toBe(false);
  });
});
