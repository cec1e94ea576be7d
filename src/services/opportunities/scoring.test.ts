import { describe, expect, it } from 'vitest';
import { aggregateOf, criteriaProblem } from './scoring.js';

describe('aggregateOf (spec 1 §2.5)', () => {
  it('reject beats risky beats approve; no votes is unassessed', () => {
    expect(aggregateOf([])).toBe('unassessed');
    expect(aggregateOf([{ vote: 'approve' }, { vote: 'approve' }])).toBe('approve');
    expect(aggregateOf([{ vote: 'approve' }, { vote: 'risky' }])).toBe('risky');
    expect(aggregateOf([{ vote: 'risky' }, { vote: 'reject' }, { vote: 'approve' }])).toBe('reject');
  });
});

describe('criteriaProblem (criteria:set)', () => {
  it('accepts a set whose positive weights sum to 1 within 1e-9, as an array or {criteria}', () => {
    expect(
      criteriaProblem([
        { name: 'A', weight: 0.35 },
        { name: 'B', weight: 0.25 },
        { name: 'C', weight: 0.2 },
        { name: 'D', weight: 0.2, invert: true },
      ]),
    ).toBeUndefined();
    expect(
      criteriaProblem({
        criteria: [
          { name: 'A', weight: 1 / 3 },
          { name: 'B', weight: 1 / 3 },
          { name: 'C', weight: 1 / 3 },
          { name: 'Z', weight: 0 },
        ],
      }),
    ).toBeUndefined();
    expect(
      criteriaProblem([
        { name: 'A', weight: 0.5 },
        { name: 'B', weight: 0.5 + 5e-10 },
      ]),
    ).toBeUndefined();
  });
  it('names the problem', () => {
    expect(
      criteriaProblem([
        { name: 'A', weight: 0.5 },
        { name: 'B', weight: 0.5 + 2e-9 },
      ]),
    ).toMatch(/not 1/);
    expect(criteriaProblem([{ name: 'A', weight: 0.6 }])).toMatch(/sum to 0\.6, not 1/);
    expect(criteriaProblem([{ name: 'A', weight: 0 }])).toMatch(/sum to 0, not 1/);
    expect(criteriaProblem([])).toMatch(/names no criterion/);
    expect(criteriaProblem([{ name: ' ', weight: 1 }])).toMatch(/empty name/);
    expect(
      criteriaProblem([
        { name: 'Fit', weight: 0.5 },
        { name: ' FIT ', weight: 0.5 },
      ]),
    ).toMatch(/repeats the name "FIT"/);
    expect(criteriaProblem([{ name: 'A', weight: 1.5 }])).toMatch(/between 0 and 1/);
    expect(criteriaProblem([{ name: 'A', weight: Number.NaN }])).toMatch(/numeric weight/);
    expect(criteriaProblem([{ name: 'A', weight: 1, invert: 'yes' }])).toMatch(/non-boolean invert/);
    expect(criteriaProblem([{ name: 'A', weight: 1, id: 'x' }])).toMatch(/unknown field id/);
    expect(criteriaProblem('A')).toMatch(/JSON array/);
    expect(criteriaProblem(Array.from({ length: 51 }, (_, i) => ({ name: `C${i}`, weight: i === 0 ? 1 : 0 })))).toMatch(/at most 50/);
  });
});
