/** Rate-limit leases (spec 2 §8): what a lease row means and how large the next lease is. */
import { describe, expect, it } from 'vitest';
import { MAX_LEASE, RateLimiter } from './rateLimit.js';

const limiter = new RateLimiter(undefined as never, 600);
const row = (over: Partial<Record<string, number | boolean>> = {}) =>
  ({
    count: 32,
    last_granted: 32,
    previous: 0,
    fraction: 0.5,
    window_start: 1_800_000_000,
    db_now: 1_800_000_030_000,
    ...over,
  }) as never;

describe('RateLimiter leases', () => {
  it('a granted lease admits the request and reports what is left unleased plus the unused part of the lease', () => {
    const l = limiter.lease(row());
    expect(l.granted).toBe(32);
    expect(l.decision).toMatchObject({ allowed: true, limit: 600, remaining: 600 - 32 + 31, reset: 1_800_000_060, retryAfter: 0 });
    // The window ends 30 s after the database's now, whatever the local clock says.
    expect(l.expires - Date.now()).toBeGreaterThan(29_000);
    expect(l.expires - Date.now()).toBeLessThanOrEqual(30_000);
  });

  it('a lease of nothing refuses, with the wait until the window has room', () => {
    const l = limiter.lease(row({ count: 600, last_granted: 0 }));
    expect(l.decision.allowed).toBe(false);
    expect(l.decision.remaining).toBe(0);
    expect(l.decision.retryAfter).toBeGreaterThanOrEqual(1);
    expect(l.decision.retryAfter).toBeLessThanOrEqual(90);
  });

  it('leases a sixteenth of what is unleased, at least 1 and at most MAX_LEASE', () => {
    expect(limiter.leaseSize(600)).toBe(MAX_LEASE);
    expect(limiter.leaseSize(160)).toBe(10);
    expect(limiter.leaseSize(15)).toBe(1);
    expect(limiter.leaseSize(0)).toBe(1);
    expect(new RateLimiter(undefined as never, 6).leaseSize(6)).toBe(1); // small limits are counted one by one
  });
});
