/**
 * The layer rules bite: dependency-cruiser with this repository's .dependency-cruiser.cjs, over a fixture of
 * files that import upward, skip a layer or form a cycle, reports each under its rule — so a config that
 * accidentally allows everything fails here, not in review.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ICruiseResult } from 'dependency-cruiser';

const ROOT = resolve(import.meta.dirname, '..');

/** Each fixture file with the one import it makes, and the rule that import must break ('' for none). */
const EDGES: [from: string, to: string, rule: string][] = [
  ['src/services/orders.ts', 'src/repositories/orders.ts', ''],
  ['src/repositories/orders.ts', 'src/services/pricing.ts', 'infrastructure-below-services'],
  ['src/services/pricing.ts', 'src/core/money.ts', ''],
  ['src/core/money.ts', 'src/db/pool.ts', 'kernel-imports-kernel-only'],
  ['src/db/pool.ts', 'src/repositories/accounts.ts', 'db-below-repositories'],
  ['handlers/orders/getOrder.ts', 'src/repositories/accounts.ts', 'handlers-call-services'],
  ['src/services/audit.ts', 'handlers/handler.ts', 'services-below-handlers'],
  ['src/mcp/tools.ts', 'src/http/router.ts', 'mcp-below-http'],
  ['src/http/router.ts', 'src/mcp/tools2.ts', ''],
  ['src/jobs/nightly.ts', 'src/http/app.ts', 'jobs-below-transports'],
  ['src/platform/queue.ts', 'src/jobs/nightly.ts', 'infrastructure-below-services'],
  ['src/generated/api.ts', 'src/core/errors.ts', 'generated-imports-nothing'],
  ['src/http/app.ts', 'src/server.ts', 'transports-below-entry'],
  ['src/services/cycleA.ts', 'src/services/cycleB.ts', ''],
  ['src/services/cycleB.ts', 'src/services/cycleA.ts', 'no-circular'],
  ['src/services/uses.ts', 'src/services/uses.test.ts', 'tests-stay-tests'],
];

const dir = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('.dependency-cruiser.cjs', () => {
  it('reports every upward import, skipped layer and cycle under its rule, and nothing for allowed imports', () => {
    const files = new Set(EDGES.flatMap(([from, to]) => [from, to]));
    for (const f of files) {
      mkdirSync(join(dir, dirname(f)), { recursive: true });
      const imports = EDGES.filter(([from]) => from === f).map(([, to]) => {
        const rel = join(
          ...dirname(f)
            .split('/')
            .map(() => '..'),
          to,
        ).replace(/\.ts$/, '.js');
        return `import '${rel}';`;
      });
      writeFileSync(join(dir, f), `${imports.join('\n')}\nexport const x = 1;\n`);
    }
    // The command `npm run lint:layers` runs, with this repository's config, in the fixture's directory.
    writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions":{"module":"NodeNext","moduleResolution":"NodeNext"}}');
    let json: string;
    try {
      json = execFileSync(
        process.execPath,
        [
          join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
          'src',
          'handlers',
          '--config',
          join(ROOT, '.dependency-cruiser.cjs'),
          '--output-type',
          'json',
        ],
        { cwd: dir, encoding: 'utf8' },
      );
    } catch (err) {
      json = (err as { stdout: string }).stdout; // exit 1 when there are violations
    }
    const result = JSON.parse(json) as ICruiseResult;
    const found = result.summary.violations.map((v) => `${v.from} -> ${v.to}: ${v.rule.name}`);
    const want = EDGES.filter(([, , rule]) => rule && rule !== 'no-circular').map(([from, to, rule]) => `${from} -> ${to}: ${rule}`);
    expect(found.filter((v) => !v.endsWith('no-circular')).sort()).toEqual(want.sort());
    // A cycle is reported at one of its edges.
    const cycleEdges = EDGES.filter(([from]) => from.includes('/cycle')).map(([from, to]) => `${from} -> ${to}: no-circular`);
    const cycles = found.filter((v) => v.endsWith('no-circular'));
    expect(cycles.length).toBeGreaterThan(0);
    for (const c of cycles) expect(cycleEdges).toContain(c);
  }, 60_000); // depcruise over a fixture tree: seconds on a loaded 2-core machine
});
