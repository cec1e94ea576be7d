/**
 * The SDK as an integrator gets it: `npm pack` in sdk/ (its prepack compiles src/ to dist/), the
 * tarball installed into a scratch project in the OS temp directory (offline: the SDK has no dependencies), and
 * the example of sdk/README.md (its first ```js block, as example.mjs) run with node against the live server in a
 * fresh org holding four todo tasks: it creates a fifth, lists all five through the async iterator two per page, and
 * gets a 404 as a SextantError with code, suggestion and request id. The package must hold compiled JS and .d.ts
 * only, with no import outside itself.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { newOrg } from '../lib/orgs.js';

const run = promisify(execFile);
const { baseUrl } = inject('contract');

/** npm without the variables of an enclosing `npm run` (they would point npm at the repository's package). */
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(package|lifecycle|config_(prefix|global|local))/i.test(k)));

let scratch: string;
let tarball: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sextant-sdk-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: join(ROOT, 'sdk'), env: npmEnv(), maxBuffer: 64 << 20 });
  tarball = join(scratch, JSON.parse(stdout)[0].filename);
  const project = join(scratch, 'app');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'sdk-scratch', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', tarball], { cwd: project, env: npmEnv() });
}, 300_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesOf(join(dir, n)).map((f) => `${n}/${f}`) : [n]));

describe('the SDK package', () => {
  it('holds compiled ESM and declarations, with no TypeScript source and no import outside the package', () => {
    const pkgDir = join(scratch, 'app/node_modules/@sextant/sdk');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ type: 'module', exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } } });
    expect(pkg.dependencies ?? {}).toEqual({});
    const files = filesOf(pkgDir);
    expect(files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/client.js', 'dist/runtime.js', 'dist/generated/client.js', 'README.md']),
    );
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    let checked = 0;
    for (const f of files.filter((x) => /\.(js|d\.ts)$/.test(x))) {
      const text = readFileSync(join(pkgDir, f), 'utf8');
      const specs = [
        ...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
        ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
        ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ].map((m) => m[1]);
      checked += specs.length;
      for (const spec of specs) {
        expect(spec, `${f} imports ${spec}`).toMatch(/^\.\.?\//); // relative only: no package, no node: builtin needed
        expect(relative(pkgDir, join(pkgDir, f, '..', spec)).startsWith('..'), `${f} imports ${spec}, outside the package`).toBe(false);
        expect(spec, `${f}: an ESM specifier (for Node and NodeNext type resolution) needs its extension`).toMatch(/\.js$/);
      }
    }
    expect(checked).toBeGreaterThan(100); // every tag module imports the runtime and the schemas, in .js and .d.ts
  });

  it('runs the README example against the live server: create, listAll across pages, a typed 404', async () => {
    const org = await newOrg('SDK package');
    const made: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      const res = await fetch(`${baseUrl}/api/v1/tasks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title, status: 'todo' }),
      });
      expect(res.status).toBe(201);
      made.push(((await res.json()) as { data: { ref: string } }).data.ref);
    }
    const readme = readFileSync(join(ROOT, 'sdk/README.md'), 'utf8');
    const example = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toContain("from '@sextant/sdk'");
    writeFileSync(join(scratch, 'app/example.mjs'), example!);
    const { stdout } = await run(process.execPath, ['example.mjs'], {
      cwd: join(scratch, 'app'),
      env: { PATH: process.env.PATH, SEXTANT_URL: baseUrl, SEXTANT_API_KEY: org.apiKey },
    });
    const lines = stdout.trim().split('\n');
    const created = /^created (\S+)$/.exec(lines[0])?.[1];
    expect(created, stdout).toBeDefined();
    // Five todo tasks at two per page: the iterator followed the cursor over three pages, in list order, each once.
    const listed = lines.filter((l) => l.startsWith('todo ')).map((l) => l.split(' ')[1]);
    expect(listed.sort()).toEqual([...made, created!].sort());
    const error = lines.find((l) => l.startsWith('error '));
    expect(error, stdout).toMatch(/^error 404 NOT_FOUND [0-9a-f-]{36} \S.+$/);
  });

  it('ships the sextant CLI as its bin: npx sextant works in the project, without the repo', async () => {
    const pkgDir = join(scratch, 'app/node_modules/@sextant/sdk');
    expect(JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).bin).toEqual({ sextant: './dist/cli.mjs' });
    const org = await newOrg('SDK CLI');
    const env = { PATH: process.env.PATH, SEXTANT_URL: baseUrl, SEXTANT_API_KEY: org.apiKey, XDG_CONFIG_HOME: join(scratch, 'no-config') };
    const bin = join(scratch, 'app/node_modules/.bin/sextant');
    const made = await run(bin, ['tasks', 'create', '--title', 'From the packaged CLI', '--json'], { cwd: join(scratch, 'app'), env });
    const task = JSON.parse(made.stdout).data;
    expect(task).toMatchObject({ title: 'From the packaged CLI', status: expect.any(String) });
    const listed = await run(bin, ['tasks', 'list', '--json'], { cwd: join(scratch, 'app'), env });
    expect(JSON.parse(listed.stdout).data.map((t: { id: string }) => t.id)).toContain(task.id);
    const missing = await run(bin, ['tasks', 'get', 'ENG-999999'], { cwd: join(scratch, 'app'), env }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(missing?.code).toBe(4);
    expect(missing?.stderr).toMatch(/suggestion:/);
  });
});
