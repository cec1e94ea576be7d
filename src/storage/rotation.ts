/**
 * Rotation of the keyring's data keys (src/storage/keyring.ts; docs/decisions/0055-secret-keyring.md), run by the
 * admin CLI's `secrets:rotate` while servers keep serving:
 *  1. A new data key becomes active and the old one retiring, in one transaction (a run finding a retiring key
 *     resumes that rotation instead: the command is idempotent and resumable).
 *  2. Wait until every instance can have reloaded its keyring (KEYRING_REFRESH_MS plus a margin for writes already
 *     in flight), measured from the new key's creation by the database clock, so a resumed run waits only what is left.
 *  3. Re-encrypt every ciphertext of CIPHERTEXT_COLUMNS not under the new key (the retiring key's and `v1:` ones under
 *     the server key) in batches: each batch one short transaction that locks its rows (rows locked by a write in
 *     flight are skipped and taken by a later pass; an update applies only to the value read).
 *  4. Repeat until none is left, then retire the old keys (their wrapped material wiped) in a transaction that looks
 *     again, so a ciphertext written meanwhile under an old key sends the run back to step 3. Ciphertexts no key
 *     opens (unreadable already) are reported, not waited for.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { CIPHERTEXT_COLUMNS, SEALED_PATTERN, SEALED_SQL_PATTERN, type CiphertextColumn } from './ciphertexts.js';
import { ensureActiveKey, KEYRING_REFRESH_MS, Keyring, newKeyId, readKeys, wrapKey, type KeyState } from './keyring.js';
import { MASTER_KID } from './secrets.js';

/** The default wait of step 2 (ms): the servers' reload interval and 5 s for requests already encrypting. */
export const ROTATION_WAIT_MS = KEYRING_REFRESH_MS + 5000;

/** The SQL of `c`'s ciphertext in a row (null when it holds none). */
const ciphertextSql = (c: CiphertextColumn) => (c.sealed ? `substring("${c.column}"::text from '${SEALED_SQL_PATTERN}')` : `"${c.column}"`);
/** The SQL of the key id `c`'s ciphertext names. */
const keyIdSql = (c: CiphertextColumn) =>
  `CASE WHEN ${ciphertextSql(c)} LIKE 'v1:%' THEN '${MASTER_KID}' ELSE substring(${ciphertextSql(c)} from '^v2:([A-Za-z0-9_-]+):') END`;
/** Rows of `c` holding a ciphertext not under the key `kid` (bindings: the LIKE pattern). */
const staleSql = (c: CiphertextColumn) => `${ciphertextSql(c)} IS NOT NULL AND ${ciphertextSql(c)} NOT LIKE ?`;
const underKey = (kid: string) => `v2:${kid.replace(/[\\_%]/g, (ch) => `\\${ch}`)}:%`;

/** Ciphertexts per key id (`master` for `v1:`), per column (`table.column`). */
export async function countCiphertexts(db: Knex): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  for (const c of CIPHERTEXT_COLUMNS) {
    const { rows } = await db.raw(
      `SELECT kid, count(*)::int AS n FROM (SELECT ${keyIdSql(c)} AS kid FROM "${c.table}" WHERE ${ciphertextSql(c)} IS NOT NULL) s GROUP BY kid ORDER BY kid`,
    );
    out[`${c.table}.${c.column}`] = Object.fromEntries((rows as { kid: string; n: number }[]).map((r) => [r.kid, r.n]));
  }
  return out;
}

export interface KeyStatus {
  id: string;
  state: KeyState;
  createdAt: string;
  retiredAt: string | null;
  /** Ciphertexts under the key, all columns together. */
  ciphertexts: number;
}
export interface SecretsStatus {
  keys: KeyStatus[];
  /** `v1:` ciphertexts, under the server's secret key itself (written before the keyring). */
  underServerKey: number;
  /** Per column (`table.column`): ciphertexts per key id. */
  columns: Record<string, Record<string, number>>;
}

/** The keyring's keys (oldest first) and what each encrypts. */
export async function secretsStatus(db: Knex): Promise<SecretsStatus> {
  const columns = await countCiphertexts(db);
  const per = (kid: string) => Object.values(columns).reduce((n, c) => n + (c[kid] ?? 0), 0);
  const rows = await db('secret_keys').select('id', 'state', 'created_at', 'retired_at').orderBy('created_at').orderBy('id');
  return {
    keys: rows.map((r) => ({
      id: r.id,
      state: r.state,
      createdAt: new Date(r.created_at).toISOString(),
      retiredAt: r.retired_at ? new Date(r.retired_at).toISOString() : null,
      ciphertexts: per(r.id),
    })),
    underServerKey: per(MASTER_KID),
    columns,
  };
}

export type RotationProgress =
  | { phase: 'waiting'; ms: number }
  | { phase: 're-encrypting'; done: number; total: number }
  | { phase: 'retired'; keyIds: string[] };

export interface RotationResult {
  /** The key every ciphertext is now under. */
  activeKeyId: string;
  /** The keys this run retired (wrapped material wiped). */
  retiredKeyIds: string[];
  /** Ciphertexts this run re-encrypted. */
  reencrypted: number;
  /** True when the run continued a rotation an earlier run began. */
  resumed: boolean;
  /** Ciphertexts no key opens (not under this deployment's keys, or damaged), left as they were. */
  unreadable: UnreadableSecret[];
}

/**
 * Rotates the keyring of `db` under the server's secret key `master` (steps above). `waitMs`: step 2's wait
 * (default ROTATION_WAIT_MS; 0 only when no server runs). `batchSize`: rows per transaction (default 200).
 * Throws SecretKeyError, changing nothing, when `master` does not open the keys. A ciphertext no key opens is
 * reported in `unreadable` and left as it is: it was unreadable before the rotation too. Interrupted, the rotation
 * stays begun, and a later run resumes it.
 */
export async function rotateSecrets(
  db: Knex,
  master: Buffer,
  opts: { waitMs?: number; batchSize?: number; onProgress?: (p: RotationProgress) => void; sleep?: (ms: number) => Promise<void> } = {},
): Promise<RotationResult> {
  const { waitMs = ROTATION_WAIT_MS, batchSize = 200, onProgress = () => {} } = opts;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  await ensureActiveKey(db, master);
  // The server key must open the keyring before anything changes: a new key wrapped under another one would lock
  // every server out of what it encrypts.
  const keyring = new Keyring(master, () => readKeys(db));
  await keyring.reload();
  const resumed = await db.transaction(async (trx) => {
    // One rotation at a time: a second run waits here, then finds the first one's retiring key and resumes it.
    await trx.raw('LOCK TABLE secret_keys IN SHARE ROW EXCLUSIVE MODE');
    if (await trx('secret_keys').where({ state: 'retiring' }).first()) return true;
    const id = newKeyId();
    await trx('secret_keys').where({ state: 'active' }).update({ state: 'retiring' });
    await trx('secret_keys').insert({ id, wrapped: wrapKey(master, id, randomBytes(32)), state: 'active' });
    return false;
  });
  await keyring.reload();
  const active = keyring.activeKeyId;

  const { rows } = await db.raw(
    `SELECT greatest(0, ceil(extract(epoch FROM created_at + make_interval(secs => ?) - clock_timestamp()) * 1000))::int AS ms
       FROM secret_keys WHERE state = 'active'`,
    [waitMs / 1000],
  );
  const wait = Number(rows[0]?.ms ?? 0);
  if (wait > 0) {
    onProgress({ phase: 'waiting', ms: wait });
    await sleep(wait);
  }

  let done = 0;
  // Ciphertexts no key opens (written under another server key, truncated, not ciphertexts at all): unreadable now,
  // while their key still exists, so retiring it loses nothing. Reported, and left as they are.
  const unreadable = new Map<string, UnreadableSecret>();
  for (;;) {
    const stale = (await staleRows(db, active)).filter((r) => !unreadable.has(r.identity)).length;
    let total = done + stale;
    onProgress({ phase: 're-encrypting', done, total });
    let progressed = 0;
    for (const c of CIPHERTEXT_COLUMNS) {
      let after: string[] | undefined;
      for (;;) {
        const batch = await reencryptBatch(db, keyring, c, active, batchSize, after, unreadable);
        if (!batch.rows) break;
        after = batch.last;
        done += batch.reencrypted;
        progressed += batch.reencrypted;
        total = Math.max(total, done);
        if (batch.reencrypted) onProgress({ phase: 're-encrypting', done, total });
      }
    }
    const retired = await db.transaction(async (trx) => {
      await trx.raw('LOCK TABLE secret_keys IN SHARE ROW EXCLUSIVE MODE');
      if ((await staleRows(trx, active)).some((r) => !unreadable.has(r.identity))) return undefined;
      const wiped = await trx('secret_keys').where({ state: 'retiring' }).update({ state: 'retired', wrapped: null, retired_at: trx.fn.now() }).returning('id');
      return wiped.map((r: { id: string }) => r.id);
    });
    if (retired) {
      onProgress({ phase: 'retired', keyIds: retired });
      return { activeKeyId: active, retiredKeyIds: retired, reencrypted: done, resumed, unreadable: [...unreadable.values()] };
    }
    // What is left is locked by writes in flight (or was written meanwhile): give them a moment.
    if (!progressed) await sleep(200);
  }
}

/** A ciphertext rotation could not decrypt, so left as it was. */
export interface UnreadableSecret {
  /** `table.column` */
  column: string;
  /** The row's identifying columns. */
  row: Record<string, string>;
  reason: string;
}

const identityOf = (c: CiphertextColumn, row: Record<string, string>) => `${c.table}.${c.column}:${JSON.stringify(c.keys.map((k) => row[k]))}:${row.$value}`;
const selectRow = (c: CiphertextColumn) => `${c.keys.map((k) => `"${k}"::text AS "${k}"`).join(', ')}, "${c.column}"::text AS "$value"`;

/** Every row holding a ciphertext not under `active` (few once a pass is done), by identity (row and value). */
async function staleRows(db: Knex, active: string): Promise<{ identity: string }[]> {
  const out: { identity: string }[] = [];
  for (const c of CIPHERTEXT_COLUMNS) {
    const { rows } = await db.raw(`SELECT ${selectRow(c)} FROM "${c.table}" WHERE ${staleSql(c)}`, [underKey(active)]);
    for (const row of rows as Record<string, string>[]) out.push({ identity: identityOf(c, row) });
  }
  return out;
}

/**
 * Re-encrypts up to `limit` rows of `c` not under `active` after the row `after` (key order) in one transaction that
 * locks them (rows locked by a write in flight are skipped: a later pass takes them). A row no key opens is added to
 * `unreadable`. Returns the rows seen, how many were re-encrypted and the last row's key.
 */
async function reencryptBatch(
  db: Knex,
  keyring: Keyring,
  c: CiphertextColumn,
  active: string,
  limit: number,
  after: string[] | undefined,
  unreadable: Map<string, UnreadableSecret>,
): Promise<{ rows: number; reencrypted: number; last?: string[] }> {
  return db.transaction(async (trx) => {
    const keyList = c.keys.map((k) => `"${k}"`).join(', ');
    const cursor = after ? ` AND (${keyList}) > (${c.keys.map(() => '?').join(', ')})` : '';
    const { rows } = await trx.raw(
      `SELECT ${selectRow(c)} FROM "${c.table}" WHERE ${staleSql(c)}${cursor} ORDER BY ${keyList} LIMIT ? FOR UPDATE SKIP LOCKED`,
      [underKey(active), ...(after ?? []), limit],
    );
    let reencrypted = 0;
    for (const row of rows as Record<string, string>[]) {
      const value = row.$value;
      const old = c.sealed ? SEALED_PATTERN.exec(value)![1] : value;
      const where = Object.fromEntries(c.keys.map((k) => [k, row[k]]));
      let plain: string;
      try {
        plain = await keyring.decrypt(old, c.aad(row));
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        unreadable.set(identityOf(c, row), { column: `${c.table}.${c.column}`, row: where, reason });
        continue;
      }
      const fresh = keyring.encrypt(plain, c.aad(row));
      await trx(c.table)
        .where(where)
        .where(c.column, value)
        .update({ [c.column]: c.sealed ? value.replace(old, () => fresh) : fresh });
      reencrypted++;
    }
    const last = (rows as Record<string, string>[]).at(-1);
    return { rows: rows.length, reencrypted, last: last && c.keys.map((k) => last[k]) };
  });
}
