/**
 * No hand-written TypeScript file is over MAX_LINES lines (after the Biome formatter), so that each file can be read
 * whole: the bound holds by this test, not by review. Hand-written means tracked by git and outside what codegen
 * writes (src/generated/, sdk/src/) and the migrations (never edited once landed). A file over the bound is split by
 * what it does; a contract test file by the operations or behaviours it tests, its shared setup in the folder's
 * `_setup.ts`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const MAX_LINES = 450;
/** Paths (prefixes) that are not hand-written or may not be edited. */
const EXEMPT = ['src/generated/', 'sdk/src/', 'migrations/'];
/**
 * Files still over the bound, each to be split: the test fails when one of them is back within it, so that this list
 * only shrinks.
 */
const PENDING: Record<string, string> = {};

/** Lines of `text` as `wc -l` counts them (a final newline ends the last line, it does not start another). */
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

const handWritten = execFileSync('git', ['ls-files', '-z', '--', '*.ts'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && !EXEMPT.some((p) => f.startsWith(p)));
const sizes = new Map(handWritten.map((f) => [f, lineCount(readFileSync(join(ROOT, f), 'utf8'))]));

describe(`hand-written files are at most ${MAX_LINES} lines`, () => {
  it('lists the hand-written files (a git checkout)', () => {
    expect(handWritten.length).toBeGreaterThan(100);
    expect(handWritten).toContain('src/main.ts');
  });

  it(`no file is over ${MAX_LINES} lines, but the pending ones`, () => {
    const over = [...sizes].filter(([f, n]) => n > MAX_LINES && !(f in PENDING)).map(([f, n]) => `${f}: ${n} lines`);
    expect(over, `split these by what they do (at most ${MAX_LINES} lines each)`).toEqual([]);
  });

  it('every pending file still exists and is still over the bound (else take it off PENDING)', () => {
    const done = Object.keys(PENDING).filter((f) => (sizes.get(f) ?? 0) <= MAX_LINES);
    expect(done).toEqual([]);
  });

  it('counts lines as wc -l does', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 1, 2, 2]);
  });
});
