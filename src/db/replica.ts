/**
 * A streaming replica for heavy reads (decision 0059). With `DATABASE_REPLICA_URL`, each instance keeps a small pool
 * on a hot standby of its primary — connections as the application role, under the same row-level security as the
 * application db (src/db/knex.ts createAppDb; a standby accepts read-only transactions, SET ROLE and set_config) —
 * and the operations marked `x-read-replica` in the document read there (src/http/pipeline.ts), unless:
 *  - the replica is unusable: no answer to the last samples, not a standby any more (promoted), or further behind
 *    than `maxLagS` (SEXTANT_REPLICA_MAX_LAG_S, default 30 s) → the primary;
 *  - the read carries a consistency token (`Sextant-Consistency-Token`, the primary's WAL position after the
 *    caller's last write) the replica has not replayed yet → the primary, so a caller always reads its own writes;
 *  - the read fails on the replica for any reason other than the answer itself (the replica went away, or the read
 *    turned out to write — the insight pattern board stores new clusters — and a standby refuses writes, 25006)
 *    → run again, whole, on the primary. A gone replica is never a 5xx.
 *
 * The lag is sampled every `sampleMs` (not per request): the primary's WAL position (pg_current_wal_lsn), then the
 * replica's replayed position (pg_last_wal_replay_lsn). The lag in seconds is how long ago the first sample the
 * replica has not replayed yet was taken (0 when it has replayed the latest): a measure of staleness that an idle
 * primary does not inflate (pg_last_xact_replay_timestamp would, after a quiet hour); in bytes, the difference.
 */
import type { Knex } from 'knex';
import { ApiError } from '../core/errors.js';
import { withOrgTransaction, type OrgSettings } from './scope.js';
import { formatLsn, parseLsn } from './lsn.js';

/** The request and response header of the consistency token (the primary's WAL position as `X/Y`). */
export const CONSISTENCY_TOKEN = 'Sextant-Consistency-Token';

/** Where a read was served. */
export type ReadFrom = 'primary' | 'replica';
/** Why a replica-eligible read went to the primary. */
export type PrimaryReason = 'unavailable' | 'lagging' | 'token' | 'failed';

export interface ReplicaOptions {
  /** Reads go to the primary while the replica is further behind than this, in seconds (default 30). */
  maxLagS?: number;
  /** How often the lag is sampled, in ms (default 1000). */
  sampleMs?: number;
  /** Called when a sample fails after one succeeded (once per outage) and when a read falls back after a failure. */
  warn?: (err: unknown, what: string) => void;
}

/** SEXTANT_REPLICA_MAX_LAG_S (seconds, > 0; default 30) and SEXTANT_REPLICA_SAMPLE_MS (ms, ≥ 100; default 1000). */
export function replicaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<ReplicaOptions, 'maxLagS' | 'sampleMs'> {
  const num = (v: string | undefined, min: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) && Number(v) >= min ? Number(v) : undefined);
  return { maxLagS: num(env.SEXTANT_REPLICA_MAX_LAG_S, 0.001), sampleMs: num(env.SEXTANT_REPLICA_SAMPLE_MS, 100) };
}

/** Thrown inside a replica transaction whose replay has not reached the read's token: the read goes to the primary. */
class Behind extends Error {}

export class Replica {
  readonly maxLagS: number;
  readonly sampleMs: number;
  #history: { at: number; lsn: bigint }[] = [];
  #replay: bigint | undefined;
  #standby = false;
  #sampledAt = 0;
  #lagS = Number.POSITIVE_INFINITY;
  #lagBytes = 0;
  #timer: NodeJS.Timeout | undefined;
  #sampling: Promise<void> | undefined;
  #failing = false;
  readonly #warn: NonNullable<ReplicaOptions['warn']>;

  /**
   * `db`: the replica's application pool (createAppDb over DATABASE_REPLICA_URL). `primary`: a pool on the primary,
   * for its WAL position (the samples and the tokens of writes).
   */
  constructor(
    readonly db: Knex,
    private readonly primary: Knex,
    opts: ReplicaOptions = {},
  ) {
    this.maxLagS = opts.maxLagS ?? 30;
    this.sampleMs = opts.sampleMs ?? 1000;
    this.#warn = opts.warn ?? (() => {});
  }

  /** Starts sampling (the first sample at once); resolves after the first sample. */
  async start(): Promise<void> {
    this.#timer ??= setInterval(() => void this.sample(), this.sampleMs).unref();
    await this.sample();
  }

  /** Stops sampling and closes the replica's pool. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#sampling;
    await this.db.destroy();
  }

  /** The replica's lag behind the primary in seconds, as last sampled (+Infinity while it does not answer). */
  get lagSeconds(): number {
    return this.#fresh() ? this.#lagS : Number.POSITIVE_INFINITY;
  }

  /** The WAL the replica has not replayed yet, in bytes, as last sampled. */
  get lagBytes(): number {
    return this.#lagBytes;
  }

  /** Whether reads may go to the replica now: it answered lately, is a standby, and lags by at most maxLagS. */
  get usable(): boolean {
    return this.#fresh() && this.#standby && this.#lagS <= this.maxLagS;
  }

  #fresh(): boolean {
    return Date.now() - this.#sampledAt <= this.sampleMs * 3 + 2000;
  }

  /** Takes one sample (see the module docstring); a failure leaves the replica unusable until a sample succeeds. */
  sample(): Promise<void> {
    this.#sampling ??= this.#sample().finally(() => {
      this.#sampling = undefined;
    });
    return this.#sampling;
  }

  async #sample(): Promise<void> {
    try {
      const now = Date.now();
      const p = parseLsn((await this.primary.raw('SELECT pg_current_wal_lsn()::text AS lsn').timeout(2000)).rows[0].lsn)!;
      const row = (await this.db.raw('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay').timeout(2000)).rows[0] as {
        standby: boolean;
        replay: string | null;
      };
      const replay = parseLsn(row.replay);
      this.#history.push({ at: now, lsn: p });
      // Kept long enough to measure any lag up to the bound (a replica further behind is simply "beyond").
      const keep = now - this.maxLagS * 1000 - this.sampleMs * 2;
      while (this.#history.length > 1 && this.#history[0].at < keep) this.#history.shift();
      this.#standby = row.standby && replay !== undefined;
      this.#replay = replay;
      if (replay === undefined || !row.standby) {
        this.#lagS = Number.POSITIVE_INFINITY;
        this.#lagBytes = 0;
      } else {
        const first = this.#history.find((h) => h.lsn > replay);
        this.#lagS = first ? (now - first.at) / 1000 : 0;
        this.#lagBytes = p > replay ? Number(p - replay) : 0;
      }
      this.#sampledAt = Date.now();
      this.#failing = false;
    } catch (err) {
      if (!this.#failing) this.#warn(err, 'replica: lag sample failed; reads go to the primary until it answers');
      this.#failing = true;
    }
  }

  /** The primary's WAL position now, as a token: a write's, read right after its commit (see decision 0059). */
  async writeToken(): Promise<string> {
    const { rows } = await this.primary.raw('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    return formatLsn(parseLsn(rows[0].lsn)!);
  }

  /**
   * Runs the read `fn` in one org transaction (src/db/scope.ts) on the replica when it may serve it, else on
   * `primaryDb` (the application db). `token`: the request's Sextant-Consistency-Token header, if any (a malformed
   * one is read as "a write the replica may lack": the primary). Resolves with `fn`'s value and where it ran;
   * rejects with `fn`'s ApiError as is (that is the answer, wherever it ran).
   */
  async read<T>(
    primaryDb: Knex,
    settings: OrgSettings,
    token: string | undefined,
    fn: (trx: Knex.Transaction) => Promise<T>,
  ): Promise<{ value: T; from: ReadFrom }> {
    const route = this.route(token);
    if (route.to === 'replica') {
      try {
        const value = await withOrgTransaction(this.db, settings, async (trx) => {
          // The last sample is behind the token: ask the replica itself (one round trip). Replay only moves forward,
          // and each later statement of this (read committed) transaction takes a newer snapshot.
          if (route.check !== undefined) {
            const { rows } = await trx.raw('SELECT pg_last_wal_replay_lsn() >= ?::pg_lsn AS caught_up', [formatLsn(route.check)]);
            if (!rows[0]?.caught_up) throw new Behind();
          }
          return fn(trx);
        });
        return { value, from: 'replica' };
      } catch (err) {
        if (err instanceof ApiError) throw err;
        // 25006: the read needs to write (the pattern board storing new clusters), which a standby refuses: expected.
        if (!(err instanceof Behind) && (err as { code?: unknown })?.code !== '25006')
          this.#warn(err, 'replica: a read failed there; it runs again on the primary');
      }
    }
    const value = await withOrgTransaction(primaryDb, settings, fn);
    return { value, from: 'primary' };
  }

  /**
   * Where a read carrying `token` goes: the replica (with `check`, the position to ask it for, when the last
   * sample has not reached the token), or the primary and why.
   */
  route(token: string | undefined): { to: 'replica'; check?: bigint } | { to: 'primary'; reason: PrimaryReason } {
    if (!this.#fresh() || !this.#standby) return { to: 'primary', reason: 'unavailable' };
    if (this.#lagS > this.maxLagS) return { to: 'primary', reason: 'lagging' };
    if (token === undefined) return { to: 'replica' };
    const want = parseLsn(token);
    if (want === undefined) return { to: 'primary', reason: 'token' };
    if (this.#replay !== undefined && this.#replay >= want) return { to: 'replica' };
    return { to: 'replica', check: want };
  }
}
