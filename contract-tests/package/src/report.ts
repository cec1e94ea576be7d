/**
 * The per-operation report of a packaged run: every test records the operationIds it called (src/intercept.ts, in the
 * test's meta); an operation of the chosen tags passes when every test that called it passed, fails when any failed,
 * and is "not run" when none called it. Written as text (stdout), as JUnit XML — one <testcase> per operation, classname
 * its tag, the failing tests' errors as the <failure> — or as JSON.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { operations, type OperationId } from '../../../src/generated/operations.js';

export type OperationState = 'pass' | 'fail' | 'not run';

export interface OperationResult {
  operationId: OperationId;
  tag: string;
  method: string;
  path: string;
  state: OperationState;
  /** The tests that called it (`file > test`). */
  tests: string[];
  /** The failing tests' first error each (`test: message`). */
  failures: string[];
  /** Why it did not run (a skipped read-only test's note), when known. */
  note?: string;
}

export interface RunReport {
  operations: OperationResult[];
  /** Failing tests that called no operation of the chosen tags (setup, or checks across tags), with their error. */
  otherFailures: string[];
  /** Files that failed outside any test (a hook, an import), with the error. */
  fileErrors: string[];
  cleanup: { deleted: number; kept: string[]; failed: string[] };
}

/** A vitest reporter collecting the test modules of the run; `report()` aggregates them per operation. */
export class OperationReporter implements Reporter {
  modules: readonly TestModule[] = [];

  /** Progress on stderr, one line per finished file (a whole run takes minutes). */
  onTestModuleEnd(mod: TestModule) {
    const tests = [...mod.children.allTests()];
    const failed = tests.filter((t) => t.result().state === 'failed').length;
    const name = mod.relativeModuleId.replace(/^dist\/suite\//, '').replace(/\.mjs$/, '.ts');
    console.error(`  ${failed || mod.errors().length ? 'FAIL' : 'done'} ${name} (${tests.length} tests${failed ? `, ${failed} failed` : ''})`);
  }

  onTestRunEnd(testModules: readonly TestModule[]) {
    this.modules = testModules;
  }

  report(chosen: readonly OperationId[]): RunReport {
    const byOp = new Map<OperationId, OperationResult>(
      chosen.map((id) => {
        const row = operations[id];
        return [id, { operationId: id, tag: row.tag, method: row.method, path: row.path, state: 'not run', tests: [], failures: [] }];
      }),
    );
    const out: RunReport = { operations: [...byOp.values()], otherFailures: [], fileErrors: [], cleanup: { deleted: 0, kept: [], failed: [] } };
    for (const mod of this.modules) {
      const name = mod.relativeModuleId.replace(/^dist\/suite\//, '').replace(/\.mjs$/, '.ts');
      const meta = mod.meta() as Record<string, unknown>;
      out.cleanup.deleted += (meta.sxctDeleted as number | undefined) ?? 0;
      out.cleanup.kept.push(...((meta.sxctKept as string[] | undefined) ?? []));
      out.cleanup.failed.push(...((meta.sxctCleanupFailed as string[] | undefined) ?? []));
      for (const e of mod.errors()) out.fileErrors.push(`${name}: ${e.message}`);
      // Operations called by the file's hooks: they fail with the file when it failed outside its tests.
      for (const id of (meta.sxctOperations as OperationId[] | undefined) ?? []) {
        const r = byOp.get(id);
        if (!r) continue;
        r.tests.push(`${name} (hooks)`);
        if (mod.errors().length) r.failures.push(`${name} (hooks): ${mod.errors()[0].message}`);
      }
      for (const test of mod.children.allTests()) {
        const result = test.result();
        const called = ((test.meta() as Record<string, unknown>).sxctOperations as OperationId[] | undefined) ?? [];
        const label = `${name} > ${test.fullName}`;
        const error = result.state === 'failed' ? `${label}: ${result.errors?.[0]?.message ?? 'failed'}` : undefined;
        if (result.state === 'skipped') {
          const r = byOp.get(test.name as OperationId);
          if (r && result.note) r.note = result.note;
          continue;
        }
        let mine = false;
        for (const id of called) {
          const r = byOp.get(id);
          if (!r) continue;
          mine = true;
          r.tests.push(label);
          if (error) r.failures.push(error);
        }
        if (error && !mine) out.otherFailures.push(error);
      }
    }
    for (const r of out.operations) r.state = r.failures.length ? 'fail' : r.tests.length ? 'pass' : 'not run';
    return out;
  }
}

/** Whether the run passed: no failing operation, no failing test and no file error. */
export const passed = (r: RunReport) => !r.operations.some((o) => o.state === 'fail') && !r.otherFailures.length && !r.fileErrors.length;

/** The report as lines for a terminal: one per operation, then the failures. */
export function formatText(r: RunReport): string {
  const mark = { pass: 'PASS', fail: 'FAIL', 'not run': 'NOT RUN' } as const;
  const lines = r.operations.map((o) => `${mark[o.state].padEnd(7)} ${o.operationId.padEnd(40)} ${o.method} ${o.path}${o.note ? `  (${o.note})` : ''}`);
  const count = (s: OperationState) => r.operations.filter((o) => o.state === s).length;
  lines.push('', `${count('pass')} passed, ${count('fail')} failed, ${count('not run')} not run, of ${r.operations.length} operations`);
  const failures = [...new Set(r.operations.flatMap((o) => o.failures))];
  if (failures.length || r.otherFailures.length || r.fileErrors.length) lines.push('', 'Failures:');
  for (const f of [...failures, ...r.otherFailures, ...r.fileErrors]) lines.push(`  ${f.split('\n')[0]}`);
  const c = r.cleanup;
  if (c.deleted || c.kept.length || c.failed.length) {
    lines.push('', `Cleanup: deleted ${c.deleted} created resource${c.deleted === 1 ? '' : 's'}`);
    if (c.kept.length) lines.push(`  kept (no delete operation): ${c.kept.join(', ')}`);
    for (const f of c.failed) lines.push(`  could not delete: ${f}`);
  }
  return lines.join('\n');
}

const xml = (s: string) =>
  s
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** JUnit XML: one <testsuite> per tag, one <testcase> per operation (name: operationId, classname: tag). */
export function formatJunit(r: RunReport): string {
  const tags = [...new Set(r.operations.map((o) => o.tag))];
  const suites = tags.map((tag) => {
    const ops = r.operations.filter((o) => o.tag === tag);
    const cases = ops.map((o) => {
      const head = `    <testcase name="${xml(o.operationId)}" classname="${xml(tag)}">`;
      if (o.state === 'fail')
        return `${head}\n      <failure message="${xml(o.failures[0].split('\n')[0])}">${xml(o.failures.join('\n\n'))}</failure>\n    </testcase>`;
      if (o.state === 'not run') return `${head}\n      <skipped${o.note ? ` message="${xml(o.note)}"` : ''}/>\n    </testcase>`;
      return `${head}\n      <system-out>${xml(o.tests.join('\n'))}</system-out>\n    </testcase>`;
    });
    const n = (s: OperationState) => ops.filter((o) => o.state === s).length;
    return `  <testsuite name="${xml(tag)}" tests="${ops.length}" failures="${n('fail')}" skipped="${n('not run')}" errors="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = r.operations.filter((o) => o.state === 'fail').length;
  const skipped = r.operations.filter((o) => o.state === 'not run').length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="sextant-contract" tests="${r.operations.length}" failures="${failures}" skipped="${skipped}" errors="${r.otherFailures.length + r.fileErrors.length}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** The report as JSON: `{ passed, operations, otherFailures, fileErrors, cleanup }`. */
export const formatJson = (r: RunReport) => `${JSON.stringify({ passed: passed(r), ...r }, null, 2)}\n`;
