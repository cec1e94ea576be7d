/**
 * Search finds identifiers (spec 2 §4.3). Postgres's parser keeps `CVE-2026-1234` as `cve-2026-1234`, `cve`,
 * `-2026`, `-1234`, a version `20.19.5` as one token, `race-1795875868609` as `race` and `-1795875868609`; the
 * search splits a query on everything that is not a letter or digit (`cve`, `2026`, `1234`), so the parts of an
 * identifier never matched. Each searchable row's search_doc now also holds the letter-and-digit runs of its
 * title (weight A) and body (weight B) as `simple` lexemes — the same split the query and the vocabulary
 * (search_words) use — so every part of an identifier, and so the identifier itself, is found. Runs that mix
 * letters and digits are also split where they meet (`ERR113`, `HTTP3962`: the code is found by its number).
 *
 * search_doc is a generated column: it is dropped and added again with the longer expression, and the indexes over
 * it (plain GIN, per-org keys) are re-created from their own definitions.
 */
import type { Knex } from 'knex';

/** Searchable tables: the text of their title (weight A) and body (weight B), as SQL over the row. */
const TABLES: Array<[table: string, title: string, body: string | null]> = [
  ['visions', 'name', 'narrative'],
  ['objectives', 'title', 'description'],
  ['metrics', 'name', 'description'],
  ['opportunities', 'title', 'description'],
  ['tasks', 'title', 'description'],
  ['teams', 'name', 'description'],
  ['users', 'name', 'email'],
  ['customers', 'name', null],
  ['insights', 'verbatim', 'interpretation'],
  ['strategies', 'name', 'content'],
];

/** The letter-and-digit runs of `col`, and those runs split where letters meet digits (`ERR113` → err113, err, 113). */
const runs = (col: string) => `regexp_replace(coalesce(${col}, ''), '[^[:alnum:]]+', ' ', 'g')`;
// No lookahead: knex.raw reads a `?` as a binding. Alpha→digit pairs never overlap, so one pass of each suffices.
const split = (col: string) =>
  `regexp_replace(regexp_replace(${runs(col)}, '([[:alpha:]])([[:digit:]])', '\\1 \\2', 'g'), '([[:digit:]])([[:alpha:]])', '\\1 \\2', 'g')`;
const parts = (col: string, weight: 'A' | 'B') => `setweight(to_tsvector('simple'::regconfig, ${runs(col)} || ' ' || ${split(col)}), '${weight}')`;
const suffix = (title: string, body: string | null) => ` || ${parts(title, 'A')}${body ? ` || ${parts(body, 'B')}` : ''}`;

/** Drops search_doc and adds it again as `expression` of the current one, with the indexes it had; returns the old. */
async function rebuild(knex: Knex, table: string, expression: (current: string, comment: string | null) => string): Promise<string> {
  const {
    rows: [col],
  } = await knex.raw(
    `SELECT pg_get_expr(d.adbin, d.adrelid) AS expr, col_description(a.attrelid, a.attnum) AS comment
       FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = ?::regclass AND a.attname = 'search_doc'`,
    [table],
  );
  const { rows: indexes } = await knex.raw(
    `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ? AND indexdef LIKE '%search_doc%'`,
    [table],
  );
  await knex.raw(`ALTER TABLE ${table} DROP COLUMN search_doc`);
  await knex.raw(
    `ALTER TABLE ${table} ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (${expression(col.expr as string, col.comment as string | null)}) STORED`,
  );
  for (const { indexdef } of indexes as Array<{ indexdef: string }>) await knex.raw(indexdef);
  return col.expr as string;
}

export async function up(knex: Knex): Promise<void> {
  for (const [table, title, body] of TABLES) {
    const before = await rebuild(knex, table, (current) => `${current}${suffix(title, body)}`);
    // The expression before, for down (Postgres prints expressions back in its own form, which is hard to cut).
    await knex.raw(`COMMENT ON COLUMN ${table}.search_doc IS ${knex.raw('?', [`before identifiers: ${before}`]).toQuery()}`);
    // The vocabulary's triggers add every search_doc lexeme of rows written from now on; existing rows' new
    // lexemes (the digit runs of glued parts: `113` of `ERR113`) are added here, so the per-org index fallback can
    // ask for them as exact keys.
    await knex.raw(`INSERT INTO search_words (org_id, word)
      SELECT DISTINCT r.org_id, l.l FROM ${table} r, unnest(tsvector_to_array(r.search_doc)) AS l(l) WHERE length(l.l) BETWEEN 2 AND 64
      ON CONFLICT DO NOTHING`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of TABLES) {
    await rebuild(knex, table, (current, comment) => (comment?.startsWith('before identifiers: ') ? comment.slice('before identifiers: '.length) : current));
  }
}
