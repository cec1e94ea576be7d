/**
 * Where a replica-eligible read goes (src/db/replica.ts), from the lag samples alone: two stand-in pools answer the
 * sampling queries with WAL positions the test sets, and the clock is the test's. The read itself, against a real
 * primary and hot standby, is contract-tests/fleet/replica.live.test.ts.
 */
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Replica } from './replica.js';
import { formatLsn } from './lsn.js';

/** A knex stand-in whose `raw(...).timeout(...)` resolves with `rows()`, or rejects while `down`. */
function pool(rows: () => Record<string, unknown>) {
  const state = { down: false };
  const raw = () => ({ timeout: () => (state.down ? Promise.reject(new Error('connection refused')) : Promise.resolve({ rows: [rows()] })) });
  return { db: { raw, destroy: async () => {} } as unknown as Knex, state };
}

let primaryLsn = 1000n;
let replayLsn: bigint | null = 1000n;
let standby = true;
let replica: Replica;
let replicaPool: ReturnType<typeof pool>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
  primaryLsn = 1000n;
  replayLsn = 1000n;
  standby = true;
  const primary = pool(() => ({ lsn: formatLsn(primaryLsn) }));
  replicaPool = pool(() => ({ standby, replay: replayLsn === null ? null : formatLsn(replayLsn) }));
  replica = new Replica(replicaPool.db, primary.db, { maxLagS: 10, sampleMs: 1000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** One sample, `seconds` after the previous one. */
async function sampleIn(seconds: number) {
  vi.advanceTimersByTime(seconds * 1000);
  await replica.sample();
}

describe('replica routing', () => {
  it('sends nothing to a replica not sampled yet, or no longer answering', async () => {
    expect(replica.route(undefined)).toEqual({ to: 'primary', reason: 'unavailable' });
    await sampleIn(0);
    expect(replica.route(undefined)).toEqual({ to: 'replica' });
    replicaPool.state.down = true;
    await sampleIn(1);
    // The last good sample is still fresh for a moment (3 intervals + 2 s), then the replica counts as gone.
    expect(replica.route(undefined)).toEqual({ to: 'replica' });
    await sampleIn(5);
    expect(replica.route(undefined)).toEqual({ to: 'primary', reason: 'unavailable' });
    expect(replica.lagSeconds).toBe(Number.POSITIVE_INFINITY);
    replicaPool.state.down = false;
    await sampleIn(1);
    expect(replica.route(undefined)).toEqual({ to: 'replica' });
  });

  it('measures the lag as the age of the oldest primary position not replayed, and skips a replica beyond the bound', async () => {
    await sampleIn(0);
    expect([replica.lagSeconds, replica.lagBytes]).toEqual([0, 0]);
    primaryLsn = 1500n; // a write the replica does not replay (paused)
    await sampleIn(1);
    expect([replica.lagSeconds, replica.lagBytes]).toEqual([0, 500]); // first seen now
    for (let s = 1; s <= 10; s++) {
      await sampleIn(1);
      expect(replica.lagSeconds).toBe(s);
    }
    expect(replica.usable).toBe(true); // 10 s: at the bound
    await sampleIn(1);
    expect(replica.route(undefined)).toEqual({ to: 'primary', reason: 'lagging' });
    replayLsn = 1500n; // caught up
    await sampleIn(1);
    expect([replica.lagSeconds, replica.usable]).toEqual([0, true]);
  });

  it('an idle primary does not make a caught-up replica look late', async () => {
    for (let i = 0; i < 120; i++) await sampleIn(1);
    expect(replica.lagSeconds).toBe(0);
    primaryLsn = 1001n; // a write after two quiet minutes, not replayed yet at this sample
    await sampleIn(1);
    expect(replica.lagSeconds).toBe(0);
    await sampleIn(1);
    expect(replica.lagSeconds).toBe(1);
  });

  it('a token: the replica when the last sample reached it, asked at read time when not, the primary when malformed', async () => {
    primaryLsn = 5000n;
    replayLsn = 4000n;
    await sampleIn(0);
    expect(replica.route(formatLsn(3999n))).toEqual({ to: 'replica' });
    expect(replica.route(formatLsn(4000n))).toEqual({ to: 'replica' });
    expect(replica.route(formatLsn(4001n))).toEqual({ to: 'replica', check: 4001n });
    for (const bad of ['', 'x', '1/2/3', '0/123456789']) expect(replica.route(bad)).toEqual({ to: 'primary', reason: 'token' });
  });

  it('a promoted replica (no longer in recovery) serves nothing', async () => {
    standby = false;
    await sampleIn(0);
    expect(replica.route(undefined)).toEqual({ to: 'primary', reason: 'unavailable' });
    expect(replica.usable).toBe(false);
  });
});
