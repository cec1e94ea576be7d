/** The fan-out's pure parts: API field names, financial fields dropped, the system reader. */
import { describe, expect, it } from 'vitest';
import { canSeeCompensation, canSeeCost } from '../core/actor.js';
import { apiChanges, camel, rowObject, systemReader } from './fanout.js';

describe('apiChanges', () => {
  it('camelCases fields and drops financial and internal ones', () => {
    expect(
      apiChanges([
        { field: 'title', from: 'a', to: 'b' },
        { field: 'estimated_cost', from: 1, to: 2 },
        { field: 'owner_id', from: null, to: 'u' },
        { field: 'salary_monthly', from: 1, to: 2 },
        { field: 'salary_currency', from: 'EUR', to: 'USD' },
        { field: 'weekly_hours', from: 1, to: 2 },
        { field: 'search_doc', from: 'x', to: 'y' },
        { field: 'due_date', to: '2026-01-01' },
      ]),
    ).toEqual([
      { field: 'title', from: 'a', to: 'b' },
      { field: 'ownerId', from: null, to: 'u' },
      { field: 'dueDate', from: null, to: '2026-01-01' },
    ]);
    expect(apiChanges(null)).toEqual([]);
  });
  it('camel', () => {
    expect(camel('parent_task_id')).toBe('parentTaskId');
    expect(camel('status')).toBe('status');
    expect(camel('arr_2024')).toBe('arr2024');
  });
});

describe('rowObject', () => {
  it('is the row camelCased with dates as ISO strings, internal and financial columns dropped', () => {
    expect(
      rowObject({
        org_id: 'o',
        id: 'i',
        name: 'n',
        created_at: new Date('2026-01-01T00:00:00Z'),
        search_doc: 'x',
        estimated_cost: '10',
        salary_monthly: 1,
        vision_path: 'p',
      }),
    ).toEqual({ id: 'i', name: 'n', createdAt: '2026-01-01T00:00:00.000Z' });
  });
});

describe('systemReader', () => {
  it('reads everything but sees no cost or compensation', () => {
    const a = systemReader('org');
    expect(canSeeCost(a)).toBe(false);
    expect(canSeeCompensation(a)).toBe(false);
    for (const c of ['task:read', 'opportunity:read', 'message:read', 'comment:read', 'customer:read', 'insight:read', 'user:read'])
      expect(a.capabilities.has(c)).toBe(true);
    expect([...a.capabilities].every((c) => c.endsWith(':read'))).toBe(true);
  });
});
