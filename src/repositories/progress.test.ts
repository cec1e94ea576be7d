/** progressOf: ratio and achieved for gte, lte and eq objectives; null rules. */
import { describe, expect, it } from 'vitest';
import { progressOf } from './progress.js';

const at = new Date('2026-11-01T00:00:00Z');
const r = (first: number, latest: number) => ({ first, latest, latestAt: at });
const anchor = (operator: 'gte' | 'lte' | 'eq', target: number, start: number | null = null) => ({
  metricId: 'm',
  targetOperator: operator,
  targetNumeric: String(target),
  startNumeric: start == null ? null : String(start),
});

describe('progressOf', () => {
  it('gte runs from the start (else the first reading) to the target, clamped to 0..1', () => {
    expect(progressOf(anchor('gte', 100, 20), r(0, 60))).toMatchObject({
      startValue: 20,
      currentValue: 60,
      ratio: 0.5,
      achieved: false,
      lastReadingAt: at.toISOString(),
    });
    expect(progressOf(anchor('gte', 100), r(20, 60))?.ratio).toBe(0.5);
    expect(progressOf(anchor('gte', 100), r(20, 10))?.ratio).toBe(0);
    expect(progressOf(anchor('gte', 100), r(20, 140))).toMatchObject({ ratio: 1, achieved: true });
  });
  it('lte runs down from the start to the target', () => {
    expect(progressOf(anchor('lte', 10, 50), r(0, 20))).toMatchObject({ ratio: 0.75, achieved: false });
    expect(progressOf(anchor('lte', 10, 50), r(0, 5))).toMatchObject({ ratio: 1, achieved: true });
    expect(progressOf(anchor('lte', 10, 50), r(0, 70))?.ratio).toBe(0);
  });
  it('eq is 1 at the target and 0 elsewhere; a start equal to the target counts by achieved', () => {
    expect(progressOf(anchor('eq', 7), r(3, 7))).toMatchObject({ ratio: 1, achieved: true });
    expect(progressOf(anchor('eq', 7), r(3, 6.9))).toMatchObject({ ratio: 0, achieved: false });
    expect(progressOf(anchor('gte', 5, 5), r(5, 4))).toMatchObject({ ratio: 0, achieved: false });
    expect(progressOf(anchor('gte', 5, 5), r(5, 5))).toMatchObject({ ratio: 1, achieved: true });
  });
  it('is null without a metric, a target or readings', () => {
    expect(progressOf({ ...anchor('gte', 5), metricId: null }, r(0, 1))).toBeNull();
    expect(progressOf({ ...anchor('gte', 5), targetNumeric: null }, r(0, 1))).toBeNull();
    expect(progressOf(anchor('gte', 5), undefined)).toBeNull();
  });
});
