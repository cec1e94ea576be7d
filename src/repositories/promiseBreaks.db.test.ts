/** The promise_breaks query module against Postgres: a break is recorded in its org with the move it came from. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { insertPromiseBreak } from './promiseBreaks.js';

const t = useTestDb();

describe('promise_breaks query module', () => {
  it('records an acknowledged break in the org, with its deadline, new date and cycles', async () => {
    const a = await t.newOrg('Breaks A');
    const b = await t.newOrg('Breaks B');
    const o = a.orgId;
    const one = async (table: string, row: Record<string, unknown>) =>
      (
        await t
          .db(table)
          .insert({ org_id: o, ...row })
          .returning('id')
      )[0].id as string;
    const team = await one('teams', { name: 'Core', prefix: 'CORE' });
    const customer_id = await one('customers', { number: 1, name: 'Acme', status: 'live' });
    const ids = {
      task_id: await one('tasks', { number: 1, title: 'T', team_id: team, created_by: a.userId }),
      insight_id: await one('insights', { number: 1, verbatim: 'by Friday', source: 'sales', customer_id }),
      customer_id,
    };
    const cycle = await one('cycles', { team_id: team, number: 1, name: 'C1', starts_on: '2026-11-01', ends_on: '2026-11-14' });
    await insertPromiseBreak(t.db, a.orgId, {
      ...ids,
      deadline: '2026-12-01',
      new_date: null,
      from_cycle_id: cycle,
      to_cycle_id: null,
      acknowledged_by_id: a.userId,
    });
    const rows = await t.db('promise_breaks').select('*').where({ org_id: a.orgId, task_id: ids.task_id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...ids, new_date: null, from_cycle_id: cycle, to_cycle_id: null, acknowledged_by_id: a.userId });
    expect(await t.db('promise_breaks').where({ org_id: b.orgId })).toEqual([]);
  });
});
