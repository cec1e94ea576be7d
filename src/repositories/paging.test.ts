/** Cursor encoding (spec 2 §4.2): opaque, tied to one list, type-checked on the way back in. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors.js';
import { decodeCursor, encodeCursor, type ListOrder } from './paging.js';

const order: ListOrder = {
  name: 'metric-values',
  direction: 'asc',
  keys: [
    { expr: 'recorded_at', type: 'timestamptz' },
    { expr: 'id', type: 'uuid' },
  ],
};

describe('cursor', () => {
  it('round-trips the key values of its own list', () => {
    const values = ['2026-01-01T00:00:00.000Z', '3fa85f64-5717-4562-b3fc-2c963f66afa6'];
    expect(decodeCursor(order, encodeCursor('metric-values', values))).toEqual(values);
  });

  it('refuses cursors of other lists, garbage and wrong types with a 400 naming query.cursor', () => {
    for (const bad of [encodeCursor('tasks', [1]), 'garbage!', encodeCursor('metric-values', ['yesterday', 'x'])]) {
      try {
        decodeCursor(order, bad);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(ApiError);
        expect((err as ApiError).status).toBe(400);
        expect((err as ApiError).details).toEqual([{ field: 'query.cursor', message: 'is not a cursor of this list' }]);
      }
    }
  });
});
