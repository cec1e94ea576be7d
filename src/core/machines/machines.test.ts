/**
 * Every (from, to) pair of every transition table (spec 1 §3.1, §3.2; docs/decisions/0002-state-machines-as-data.md):
 * `can` answers the table, `assert` passes exactly the allowed pairs, and a refusal is 409 INVALID_STATE_TRANSITION
 * with data {from, to, allowed} and a suggestion naming every allowed move. The machines moved only by background
 * code (webhook deliveries, import runs) are tested here pair by pair, with a check that the code moving them asks
 * the table (every status it writes is guarded by `sources(to)`). The machines an API call moves are also tried pair
 * by pair through the API in contract-tests/pipeline/transitions.live.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { machine, MACHINES, type Machine } from './index.js';

const all = Object.entries(MACHINES) as [string, Machine<string>][];

describe.each(all)('the %s machine', (_name, m) => {
  it('every (from, to) pair: can, assert and the refusal answer the table', () => {
    for (const from of m.states) {
      const allowed = m.allowed(from);
      expect(allowed).toEqual(m.moves[from]);
      for (const to of m.states) {
        const yes = m.moves[from].includes(to);
        expect(m.can(from, to), `${from} → ${to}`).toBe(yes);
        expect(m.sources(to).includes(from), `${from} → ${to}`).toBe(yes);
        if (yes) {
          expect(() => m.assert(from, to)).not.toThrow();
          continue;
        }
        let thrown: unknown;
        try {
          m.assert(from, to);
        } catch (err) {
          thrown = err;
        }
        expect(thrown, `${from} → ${to}`).toBeInstanceOf(ApiError);
        const err = thrown as ApiError;
        expect(err.code).toBe('INVALID_STATE_TRANSITION');
        expect(err.status).toBe(409);
        expect(err.data).toEqual({ from, to, allowed });
        for (const a of allowed) expect(err.suggestion, `${from} → ${to}`).toContain(a);
        if (!allowed.length) expect(err.suggestion).toContain('final');
      }
    }
  });

  it('names only its own states, and every state can be left or is final', () => {
    for (const from of m.states) for (const to of m.moves[from]) expect(m.states).toContain(to);
    for (const s of m.states) expect(m.isFinal(s)).toBe(m.moves[s].length === 0);
    for (const to of Object.keys(m.requires)) expect(m.states).toContain(to);
  });
});

describe('the tables say what spec 1 §3.1 and §3.2 say', () => {
  it('any customer moves to churned and to lost, with a reason', () => {
    const c = MACHINES.customer;
    for (const from of c.states) for (const to of ['churned', 'lost'] as const) if (from !== to) expect(c.can(from, to), `${from} → ${to}`).toBe(true);
    expect(c.requires).toEqual({ churned: 'reason', lost: 'reason' });
  });

  it('final states: import runs completed, partial, failed; deliveries succeeded, failed, cancelled; agent runs succeeded, failed, cancelled', () => {
    const finals = (m: Machine<string>) => m.states.filter((s) => m.isFinal(s));
    expect(finals(MACHINES.importRun)).toEqual(['completed', 'partial', 'failed']);
    expect(finals(MACHINES.webhookDelivery)).toEqual(['succeeded', 'failed', 'cancelled']);
    expect(finals(MACHINES.agentRun)).toEqual(['succeeded', 'failed', 'cancelled']);
    expect(finals(MACHINES.room)).toEqual(['archived']);
    expect(finals(MACHINES.strategy)).toEqual(['archived']);
    expect(finals(MACHINES.opportunity)).toEqual(['cancelled']);
  });

  it('any insight moves to rejected, need_context, archived and review but the one it is in', () => {
    const i = MACHINES.insight;
    for (const from of i.states)
      for (const to of ['rejected', 'need_context', 'archived', 'review'] as const) expect(i.can(from, to), `${from} → ${to}`).toBe(from !== to);
  });

  it('a refusal names the operation of each move when a machine has several, the one operation otherwise', () => {
    expect(MACHINES.opportunity.refusal('backlog', 'backlog').suggestion).toBe(
      'From backlog an opportunity can move to: in_progress (setOpportunityState), completed (setOpportunityState), cancelled (rejectOpportunity).',
    );
    expect(MACHINES.task.refusal('completed', 'backlog').suggestion).toBe('From completed a task can move to (with setTaskStatus): todo.');
    expect(MACHINES.agentRun.refusal('failed', 'running').suggestion).toBe('A failed agent run has no moves left (failed is final).');
    expect(MACHINES.step.refusal('skipped', 'active').suggestion).toBe('A skipped step has no moves left (skipped is final).');
    expect(MACHINES.importRun.refusal('completed', 'running').suggestion).toBe('A completed import run has no moves left (completed is final).');
  });

  it('an unknown state in a table is refused when the machine is built', () => {
    expect(() => machine<string>('thing', { a: ['b'] })).toThrow(/unknown state/);
  });
});

describe('the insight delivery rule in SQL moves exactly the insights the table lets reach delivered', () => {
  it('sextant_deliver_insights updates the statuses of insightMachine.sources(delivered)', () => {
    const src = readFileSync(new URL('../../../migrations/20261206000000_customers.ts', import.meta.url), 'utf8');
    const list = /SET status = 'delivered'[\s\S]*?i\.status IN \(([^)]*)\)/.exec(src)?.[1];
    expect(list).toBeDefined();
    const from = [...list!.matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(new Set(from)).toEqual(new Set(MACHINES.insight.sources('delivered')));
  });
});

describe('the background code that moves deliveries and import runs asks the table', () => {
  const files = {
    'src/webhooks/deliver.ts': 'deliveryMachine',
    'src/webhooks/ledger.ts': 'deliveryMachine',
    'src/import/engine.ts': 'importRunMachine',
  } as const;
  it.each(Object.entries(files))('%s: every status it writes is guarded by %s.sources(to)', (file, name) => {
    const src = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    // each UPDATE that sets a status: the statement, from its table to the status it writes
    const writes = [...src.matchAll(/\('(?:integration_events|import_runs)'\)[^;]*?\.update\(\{[^}]*?\bstatus: ([^,]+),/g)];
    expect(writes.length).toBeGreaterThan(0);
    for (const [stmt, value] of writes) {
      const targets = [...value.matchAll(/'(\w+)'/g)].map((t) => t[1]);
      expect(targets.length, stmt).toBeGreaterThan(0);
      expect(stmt, `${file}: ${stmt.slice(0, 160)}`).toContain(`${name}.sources(`);
      for (const t of targets) expect(stmt).toContain(`'${t}'`);
    }
    // and no hand-written list of open statuses is left
    expect(src).not.toMatch(/\[\s*'pending',\s*'(?:retrying|running)'/);
  });
});
