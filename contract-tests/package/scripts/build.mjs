/**
 * Builds the contract suite package into dist/ with the repo's esbuild: ESM for Node 20, code split so the document,
 * the operation table, the SDK and the lib helpers are one shared chunk (dist/chunks/), not one copy per file:
 *  - dist/cli.mjs                  the `sextant-contract` bin (commander, fastest-levenshtein inlined)
 *  - dist/intercept.mjs            the run's setup file (per-test operations, cleanup, the read-only guard)
 *  - dist/suite/<tag>/<name>.mjs   each packaged suite file (src/catalog.ts), as in contract-tests/<tag>/
 *  - dist/suite/read-only.test.mjs the generated read-only suite
 * Only vitest stays external (a peer dependency: the tests and the runner must share one vitest). Modules of the
 * server (src/ outside src/generated and src/core) that the helpers import for tests the package leaves out are
 * replaced by stubs that throw when called, so no server code or database driver is shipped; the build fails if
 * any other bare import is left.
 * Runs in the package's prepack, from the repository.
 */
import { build } from 'esbuild';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(pkg, '..', '..');
const tests = join(repo, 'contract-tests');

// The packaged files, read from the catalog's source (the build runs plain Node, without a TypeScript loader).
const catalog = readFileSync(join(pkg, 'src', 'catalog.ts'), 'utf8');
const notPackaged = [...catalog.slice(catalog.indexOf('NOT_PACKAGED')).matchAll(/'([\w-]+\/[\w.-]+\.test\.ts)'/g)].map((m) => m[1]);
const suiteTags = readFileSync(join(tests, 'lib', 'suiteTags.ts'), 'utf8');
const listed = [
  ...suiteTags.slice(suiteTags.indexOf('export const suiteTags'), suiteTags.indexOf('} as const')).matchAll(/'([\w-]+\/[\w.-]+\.test\.ts)'/g),
].map((m) => m[1]);
const packaged = listed.filter((f) => !notPackaged.includes(f));
if (packaged.length === 0 || notPackaged.length === 0)
  throw new Error('build: could not read the packaged suite files from src/catalog.ts and lib/suiteTags.ts');

const entryPoints = [
  { in: join(pkg, 'src', 'cli.ts'), out: 'cli' },
  { in: join(pkg, 'src', 'intercept.ts'), out: 'intercept' },
  { in: join(pkg, 'src', 'readOnly.suite.ts'), out: 'suite/read-only.test' },
  ...packaged.map((f) => ({ in: join(tests, f), out: `suite/${f.replace(/\.ts$/, '')}` })),
];

const serverSrc = join(repo, 'src') + sep;
/** Server modules the suite may bundle: the generated tables and document, core's errors, the role table (data). */
const allowedSrc = [join(repo, 'src', 'generated') + sep, join(repo, 'src', 'core') + sep, join(repo, 'src', 'auth', 'capabilities.ts')];

/** `export function|class|const|let|async function NAME` and `export { a, b as c }` names of a TypeScript module. */
function exportedNames(source) {
  const names = new Set();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  return [...names];
}

const stubServer = {
  name: 'stub-server-modules',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(serverSrc) || allowedSrc.some((d) => args.path.startsWith(d))) return undefined;
      const where = relative(repo, args.path);
      const body = exportedNames(readFileSync(args.path, 'utf8'))
        .map((n) => `export const ${n} = () => { throw new Error(${JSON.stringify(`${where} (${n}) is the server's own code, not in the packaged suite`)}); };`)
        .join('\n');
      return { contents: body || 'export {};', loader: 'js' };
    });
  },
};

/**
 * lib/suiteTags.ts's splitProblems checks the repository's layout (its README's table, the suite files on disk), which
 * the package does not hold: in the package it finds none, so the tests that call it check the shipped table only.
 */
const packagedLayout = {
  name: 'packaged-layout',
  setup(b) {
    b.onLoad({ filter: /contract-tests[\\/]lib[\\/]suiteTags\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const head = 'export function splitProblems(): string[] {';
      if (!source.includes(head)) throw new Error('build: lib/suiteTags.ts no longer declares splitProblems as expected');
      return { contents: source.replace(head, `${head}\n  return [];`), loader: 'ts' };
    });
  },
};

const result = await build({
  entryPoints,
  outdir: join(pkg, 'dist'),
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  external: ['vitest', 'vitest/*'],
  plugins: [stubServer, packagedLayout],
  // commander is CommonJS: give the ESM chunks a `require` for Node's built-ins.
  banner: { js: "import { createRequire as __sxctRequire } from 'node:module';\nconst require = __sxctRequire(import.meta.url);" },
});

// Nothing but vitest and Node's built-ins may be imported at run time.
for (const [out, meta] of Object.entries(result.metafile.outputs)) {
  for (const imp of meta.imports) {
    if (imp.external && !/^(node:|vitest(\/|$))/.test(imp.path)) throw new Error(`build: ${out} imports ${imp.path}, which the package does not ship`);
  }
}
const cli = join(pkg, 'dist', 'cli.mjs');
writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`);
chmodSync(cli, 0o755);
