/**
 * The `sextant` CLI against the live server ("Done when"): a call generated from the operation table
 * for EVERY read (GET) operation, run in-process (`main()` with injected argv/env/streams and the contract-checking
 * fetch, so each response is also validated against the document and counted for coverage) on an org holding every
 * kind of row (contract-tests/lib/everyKind.ts); create/update flows; validation before sending; exit codes 3, 4
 * and 5 with the server's suggestion; `--all` paging; `--idempotency-key`; login/logout with a 0600 config file;
 * and two runs of the real `bin/sextant.mjs` process.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkedFetch } from '../lib/contract.js';
import * as sdk from '../../sdk/src/index';
import type { SuccessEnvelope, Task } from '../../sdk/src/index';
import { as, must, ok, useSdk } from '../lib/sdkAs.js';
import { fillEveryKind, type EveryKind } from '../lib/everyKind.js';
import { ROOT } from '../../src/db/connect.js';
import { operations, type OperationId } from '../../src/generated/operations.js';
import { commandSpecs } from '../../src/cli/sextant/model.js';
import { main, EXIT } from '../../src/cli/sextant/main.js';

const { baseUrl, engineerKey } = inject('contract');
const NO_CONFIG = join(tmpdir(), 'sextant-cli-test-no-config');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  calls: number;
}

/** Runs the CLI in-process as `sextant ...argv` with SEXTANT_URL/SEXTANT_API_KEY (or `env`), never throws. */
async function sextant(argv: string[], key: string | undefined, env: Record<string, string | undefined> = {}): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  let calls = 0;
  const counting: typeof fetch = (input, init) => {
    calls++;
    return checkedFetch(input, init);
  };
  const code = await main({
    argv,
    env: { SEXTANT_URL: baseUrl, ...(key ? { SEXTANT_API_KEY: key } : {}), XDG_CONFIG_HOME: NO_CONFIG, ...env },
    fetch: counting,
    stdout: {
      write: (s: string) => {
        stdout += s;
        return true;
      },
    },
    stderr: {
      write: (s: string) => {
        stderr += s;
        return true;
      },
    },
  });
  return { code, stdout, stderr, calls };
}

/** Runs the real bin/sextant.mjs process. */
function processRun(argv: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'bin/sextant.mjs'), ...argv],
      { cwd: ROOT, env: { ...process.env, XDG_CONFIG_HOME: NO_CONFIG, ...env } },
      (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

let org: EveryKind;
/** Ids only found by listing (no fixture returns them). */
const found: Record<string, string> = {};
/** What `--json` prints on success: the server's envelope (data typed by the caller's command). */
type Printed<T> = SuccessEnvelope & { data: T };

useSdk();
beforeAll(async () => {
  org = await fillEveryKind('CLI org');
  const admin = as(org.adminKey);
  // made through the CLI: an array flag as a comma list
  const sub = await sextant(
    ['webhooks', 'create-subscription', '--url', 'https://hooks.example.com/sextant', '--event-types', 'task.created,task.updated', '--json'],
    org.adminKey,
  );
  if (sub.code !== 0) throw new Error(`webhooks create-subscription: ${sub.code} ${sub.stdout} ${sub.stderr}`);
  found.webhook = (JSON.parse(sub.stdout) as Printed<{ id: string }>).data.id;
  found.integration = must(await sdk.listIntegrations(undefined, admin))[0]?.id;
  found.review = must(await sdk.listCustomerReviews(org.refs.customer, undefined, admin))[0]?.id;
}, 120_000);

/** The positional value of path parameter `name` of `operationId`, from the seeded org. */
function pathValue(operationId: OperationId, name: string): string {
  const { ids, refs } = org;
  const path = operations[operationId].path;
  if (name === 'taskId') return refs.task;
  if (name === 'reviewId') return found.review;
  if (name === 'entityType') return operationId === 'getDefaultTemplate' ? 'customer' : 'opportunity'; // the fixture's default template is the onboarding one
  if (name === 'entityId') return refs.opportunity;
  const resource = path.split('/')[3];
  const byResource: Record<string, string> = {
    visions: refs.vision,
    ai: refs.vision,
    strategies: refs.strategy,
    'direction-documents': refs.productSpec,
    objectives: refs.objective,
    metrics: refs.metric,
    opportunities: refs.opportunity,
    tasks: refs.task,
    teams: ids.team,
    users: org.adminUserId,
    rooms: ids.room,
    messages: ids.message,
    categories: ids.category,
    'prd-templates': ids.prdTemplate,
    customers: refs.customer,
    insights: refs.insight,
    files: ids.file,
    templates: ids.workflow,
    'agent-runs': ids.agentRun,
    integrations: found.integration,
    'webhook-subscriptions': found.webhook,
  };
  if (operationId === 'getCustomerOnboarding') return refs.customer2; // the customer whose onboarding was started
  if (path.includes('/time-entries/actual-cost-for-task/')) return refs.task;
  if (path.includes('/time-entries/')) return refs.opportunity;
  const v = byResource[resource];
  if (!v) throw new Error(`no seeded value for path parameter ${name} of ${operationId} (${path}): add one here`);
  return v;
}

/** Values of required query parameters, by name. */
const QUERY: Record<string, () => string> = {
  query: () => 'export',
  entityType: () => 'opportunity',
  entityId: () => org.refs.opportunity,
  from: () => '2040-01-01',
  to: () => '2040-01-31',
  roomId: () => org.ids.room,
};

/** Flags that a rule outside the schema requires (one of two filters, a long enough query), by operation. */
const EXTRA: Record<string, () => string[]> = {
  searchMessages: () => ['--query', 'Kickoff'],
  listBlockingInsights: () => ['--opportunity-id', org.refs.opportunity],
  listAgentRuns: () => ['--task-id', org.refs.task],
};

/** Read operations that cannot have data in any org this test can make: 404 is their valid outcome. */
const MAY_BE_ABSENT = new Set<string>(['getImportRun']);
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe('sextant CLI on the live server', () => {
  it('runs a generated call for every read operation: exit 0 and --json prints the envelope', async () => {
    const reads = [...commandSpecs().values()].filter((s) => s.method === 'GET');
    expect(reads.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const spec of reads) {
      const argv = [spec.tag, spec.command, ...spec.args.map((a) => (MAY_BE_ABSENT.has(spec.operationId) ? NO_SUCH : pathValue(spec.operationId, a.name)))];
      for (const f of spec.flags.filter((x) => x.in === 'query' && x.required)) {
        const v = QUERY[f.name];
        if (!v) throw new Error(`no value for the required query parameter ${f.name} of ${spec.operationId}: add one to QUERY`);
        argv.push(`--${f.flag}`, v());
      }
      argv.push(...(EXTRA[spec.operationId]?.() ?? []));
      const r = await sextant([...argv, '--json'], org.adminKey);
      const line = `sextant ${argv.join(' ')} → ${r.code} ${r.stdout.slice(0, 300)} ${r.stderr.slice(0, 300)}`;
      if (MAY_BE_ABSENT.has(spec.operationId)) {
        if (r.code !== EXIT.notFound) failures.push(line);
        continue;
      }
      if (r.code !== 0 || r.calls !== 1) {
        failures.push(line);
        continue;
      }
      const body = JSON.parse(r.stdout);
      if (!spec.public && !(body.ok === true && 'data' in body && typeof body.meta?.requestId === 'string')) failures.push(`not an envelope: ${line}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('tasks create, tasks list (table), tasks set-status, opportunities set-state; 409 is exit 5', async () => {
    const created = await sextant(
      ['tasks', 'create', '--title', 'CLI task', '--priority', 'high', '--opportunity-id', org.refs.opportunity, '--json'],
      org.adminKey,
    );
    expect(created.code, created.stderr).toBe(0);
    const task = JSON.parse(created.stdout).data;
    expect(task).toMatchObject({ title: 'CLI task', priority: 'high', status: 'backlog' });

    const listed = await sextant(['tasks', 'list', '--opportunity-id', org.refs.opportunity, '--priority', 'high', '--limit', '200'], org.adminKey);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n')[0]).toMatch(/^REF\s+TITLE\s+STATUS/);
    expect(listed.stdout).toMatch(new RegExp(`^${task.ref}\\s+CLI task\\s+backlog`, 'm'));

    const moved = await sextant(['tasks', 'set-status', task.ref, '--status', 'todo'], org.adminKey);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(/^status:\s+todo$/m);

    const opp = must(await sdk.createOpportunity({ title: 'CLI opportunity' }, undefined, as(org.adminKey)));
    const set = await sextant(['opportunities', 'set-state', opp.ref, '--state', 'in_progress'], org.adminKey);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toMatch(/^state:\s+in_progress$/m);
    const again = await sextant(['opportunities', 'set-state', opp.ref, '--state', 'in_progress'], org.adminKey);
    expect(again.code, again.stderr).toBe(EXIT.conflict); // already in_progress: 409 INVALID_STATE_TRANSITION
    expect(again.stderr).toMatch(/^sextant: .+\n(.*\n)*? {2}suggestion: .+/);
  });

  it('--idempotency-key replays the first create', async () => {
    const key = `cli-${Date.now()}`;
    const a = await sextant(['tasks', 'create', '--title', 'Once', '--idempotency-key', key, '--json'], org.adminKey);
    const b = await sextant(['tasks', 'create', '--title', 'Once', '--idempotency-key', key, '--json'], org.adminKey);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(JSON.parse(b.stdout).data.id).toBe(JSON.parse(a.stdout).data.id);
  });

  it('rejects invalid input before sending (exit 2, no request); 404 is exit 4 with the suggestion; 403 and 401 are exit 3', async () => {
    const bad = await sextant(['tasks', 'create', '--priority', 'asap', '--estimate-minutes', 'soon'], org.adminKey);
    expect(bad).toMatchObject({ code: EXIT.usage, calls: 0, stdout: '' });
    expect(bad.stderr).toContain('--title is required');
    expect(bad.stderr).toMatch(/--priority must be one of: low, medium, high, urgent/);

    const missing = await sextant(['tasks', 'get', 'ENG-99999'], org.adminKey);
    expect(missing.code).toBe(EXIT.notFound);
    expect(missing.stderr).toMatch(/^sextant: .*ENG-99999.*\n(.*\n)*? {2}suggestion: \S.+\n$/);
    const missingJson = await sextant(['tasks', 'get', 'ENG-99999', '--json'], org.adminKey);
    expect(JSON.parse(missingJson.stdout)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    const forbidden = await sextant(['teams', 'create', '--name', 'Nope', '--prefix', 'NOPE'], engineerKey);
    expect(forbidden.code, forbidden.stderr).toBe(EXIT.auth);
    expect(forbidden.stderr).toMatch(/^sextant: .+\n(.*\n)*? {2}suggestion: .+/);
    const unauthorized = await sextant(['tasks', 'list'], 'sextant_live_not_a_key');
    expect(unauthorized.code).toBe(EXIT.auth);
  });

  it('--all follows the cursors to every task of the org', async () => {
    const everyTask = ok(await sdk.listTasks({ limit: 200 }, as(org.adminKey)));
    const total = everyTask.length;
    expect(total).toBeGreaterThan(3);
    const r = await sextant(['tasks', 'list', '--limit', '2', '--all', '--json'], org.adminKey);
    expect(r.code, r.stderr).toBe(0);
    expect(r.calls).toBe(Math.ceil(total / 2));
    const merged = JSON.parse(r.stdout) as Printed<Task[]>;
    expect(merged.data.map((t) => t.id)).toEqual(everyTask.map((t) => t.id));
    const table = await sextant(['tasks', 'list', '--limit', '2', '--all'], org.adminKey);
    expect(table.stdout.trim().split('\n')).toHaveLength(total + 1);
  });

  it('login verifies and stores url and key with 0600 permissions; commands then use it; logout removes it', async () => {
    const home = mkdtempSync(join(tmpdir(), 'sextant-login-'));
    const env = { SEXTANT_URL: undefined, SEXTANT_API_KEY: undefined, XDG_CONFIG_HOME: home };
    const file = join(home, 'sextant', 'config.json');
    const refused = await sextant(['login', '--url', baseUrl, '--api-key', 'sextant_live_wrong'], undefined, env);
    expect(refused.code).toBe(EXIT.auth);
    expect(existsSync(file)).toBe(false);
    const ok = await sextant(['login', '--url', `${baseUrl}/`, '--api-key', org.adminKey], undefined, env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`Logged in to ${baseUrl} as `);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: baseUrl, apiKey: org.adminKey });
    const viewer = await sextant(['platform', 'get-viewer', '--json'], undefined, env);
    expect(viewer.code, viewer.stderr).toBe(0);
    expect(JSON.parse(viewer.stdout).data.userId).toBe(org.adminUserId);
    const out = await sextant(['logout'], undefined, env);
    expect(out.code).toBe(0);
    expect(existsSync(file)).toBe(false);
    const after = await sextant(['platform', 'get-viewer'], undefined, env);
    expect(after.code).toBe(EXIT.usage);
    expect(after.stderr).toMatch(/no server configured/);
  });

  it('runs as a process: bin/sextant.mjs with the environment, exit codes included', async () => {
    const env = { SEXTANT_URL: baseUrl, SEXTANT_API_KEY: org.adminKey };
    const [got, absent] = await Promise.all([
      processRun(['tasks', 'get', org.refs.task, '--json'], env),
      processRun(['opportunities', 'get', 'OPP-99999'], env),
    ]);
    expect(got.code, got.stderr).toBe(0);
    expect(JSON.parse(got.stdout)).toMatchObject({ ok: true, data: { ref: org.refs.task } });
    expect(absent.code).toBe(EXIT.notFound);
    expect(absent.stderr).toMatch(/^sextant: .+\n(.*\n)*? {2}suggestion: .+/);
  });
});
