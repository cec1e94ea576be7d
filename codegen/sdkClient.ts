/**
 * The SDK's client layer, generated after orval, in three steps over sdk/src:
 *  1. relative imports of orval's output get explicit `.js` / `/index.js` specifiers, so the package is plain ESM
 *     that Node 20, tsc (NodeNext or Bundler), tsx and vitest all load, and that compiles as is (sdk/tsconfig.json);
 *  2. sdk/src/generated/client.ts: every operation grouped by tag for the `Sextant` client (sdk/src/client.ts),
 *     named as the CLI names it (src/cli/sextant/names.ts: `sextant tasks list` → `sextant.tasks.list`), each paged
 *     list (a GET taking `cursor`) with an `…All` async iterator beside it;
 *  3. sdk/src/index.ts, the package entry.
 * Called by codegen/gen.ts once orval has written sdk/src/generated and src/generated/operations.ts is current.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Json } from '../src/core/json.js';

interface Row {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  queryParams: readonly string[];
}

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Every .ts file under `dir`. */
const tsFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? tsFiles(p) : name.endsWith('.ts') ? [p] : [];
  });

/** Step 1: `from './sextant.schemas'` → `from './sextant.schemas.js'`, `from './x'` → `from './x/index.js'` for a folder. */
export function explicitExtensions(dir: string): void {
  for (const file of tsFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(/(from\s+')(\.{1,2}\/[^']*)(')/g, (whole, a: string, spec: string, b: string) => {
      if (/\.(js|mjs|cjs|json)$/.test(spec)) return whole;
      const base = join(dirname(file), spec);
      if (existsSync(`${base}.ts`)) return `${a}${spec}.js${b}`;
      if (existsSync(join(base, 'index.ts'))) return `${a}${spec}/index.js${b}`;
      throw new Error(`${file}: cannot resolve the import ${spec}`);
    });
    if (next !== text) writeFileSync(file, next);
  }
}

/** The parameters of orval's `export const <id> = async (<params>): Promise<…>` in `source`, options excluded. */
function orvalParams(source: string, id: string): { name: string; optional: boolean; type: string }[] {
  const m = new RegExp(`export const ${id} = async \\(([\\s\\S]*?)\\): Promise<`).exec(source);
  if (!m) throw new Error(`sdk: orval generated no function ${id}`);
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of m[1]) {
    if ('<({['.includes(ch)) depth++;
    if ('>)}]'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  const params = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const pm = /^(\w+)(\?)?:\s*([\s\S]+)$/.exec(p);
      if (!pm) throw new Error(`sdk: cannot read parameter "${p}" of ${id}`);
      return { name: pm[1], optional: Boolean(pm[2]), type: pm[3].trim() };
    });
  const last = params.pop();
  if (last?.name !== 'options') throw new Error(`sdk: ${id}'s last parameter is not options`);
  return params;
}

/**
 * Steps 1–3 (see the file header). `rows` is the operation table (operations.ts), `doc` the bundled document.
 * Throws when a generated function or a CLI name is missing (gen fails loudly rather than emit a partial client).
 */
export async function writeSdkClient({ root, doc, rows, banner }: { root: string; doc: Json; rows: Row[]; banner: string }): Promise<void> {
  const sdkSrc = join(root, 'sdk/src');
  const gen = join(sdkSrc, 'generated');
  explicitExtensions(gen);

  const { CLI_COMMANDS } = (await import('../src/cli/sextant/names.js')) as { CLI_COMMANDS: Record<string, [string, string]> };
  const deref = (n: Json): Json =>
    n?.$ref
      ? deref(
          n.$ref
            .slice(2)
            .split('/')
            .reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc),
        )
      : n;
  const takesIdempotencyKey = (r: Row): boolean => {
    const item = doc.paths[r.path];
    const op = item[r.method.toLowerCase()];
    return [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref).some((p: Json) => p.in === 'header' && p.name === 'Idempotency-Key');
  };

  const tags = [...new Set(rows.map((r) => r.tag))].sort();
  const sources = new Map(tags.map((t) => [t, readFileSync(join(gen, `${t}.ts`), 'utf8')]));
  const iface: string[] = [];
  const impl: string[] = [];
  let paged = 0;
  for (const tag of tags) {
    const sigs: string[] = [];
    const bodies: string[] = [];
    const ns = camel(tag);
    const names = new Set(rows.filter((x) => x.tag === tag).map((x) => camel(CLI_COMMANDS[x.operationId]?.[1] ?? '')));
    for (const r of rows.filter((x) => x.tag === tag).sort((a, b) => a.operationId.localeCompare(b.operationId))) {
      const cli = CLI_COMMANDS[r.operationId];
      if (!cli) throw new Error(`sdk: src/cli/sextant/names.ts has no command for ${r.operationId} (run gen again if operations.ts was stale)`);
      const name = camel(cli[1]);
      const fn = `${ns}.${r.operationId}`;
      const params = orvalParams(sources.get(tag)!, r.operationId);
      const typed = (p: { name: string; optional: boolean }, i: number) => `${p.name}${p.optional ? '?' : ''}: P<typeof ${fn}, ${i}>`;
      const formals = [...params.map((p) => p.name), 'options'].join(', ');
      const args = params.map((p) => p.name).join(', ');
      sigs.push(`    /** ${r.summary} — \`${r.method} ${r.path}\` (${r.operationId}; CLI: \`sextant ${cli[0]} ${cli[1]}\`). */`);
      sigs.push(`    ${name}(${[...params.map(typed), 'options?: RequestInit'].join(', ')}): Promise<Ok<R<typeof ${fn}>>>;`);
      bodies.push(`    ${name}: (${formals}) => c.call((o) => ${fn}(${args ? `${args}, ` : ''}o), options, ${takesIdempotencyKey(r)}),`);
      const at = params.findIndex((p) => p.name === 'params');
      if (r.method === 'GET' && r.queryParams.includes('cursor') && at >= 0) {
        const all = `${name}All`;
        if (names.has(all)) throw new Error(`sdk: ${tag}.${all} collides with an operation`);
        const allSig = [
          ...params.map((q, i) => (i === at ? `${q.name}${q.optional ? '?' : ''}: Omit<NonNullable<P<typeof ${fn}, ${i}>>, 'cursor'>` : typed(q, i))),
          'options?: RequestInit',
        ].join(', ');
        const pageArgs = params.map((q, i) => (i === at ? `{ ...${q.name}, cursor }` : q.name)).join(', ');
        sigs.push(
          `    /** Every item of ${name} (${r.operationId}), page after page: an async iterator following pagination.cursor (\`limit\` is the page size). */`,
        );
        sigs.push(`    ${all}(${allSig}): AsyncIterableIterator<ItemOf<R<typeof ${fn}>>>;`);
        bodies.push(`    ${all}: (${formals}) => c.paginate((cursor, o) => ${fn}(${pageArgs}, o), options),`);
        paged++;
      }
    }
    iface.push(`  ${ns}: {\n${sigs.join('\n')}\n  };`);
    impl.push(`  ${ns}: {\n${bodies.join('\n')}\n  },`);
  }
  writeFileSync(
    join(gen, 'client.ts'),
    `/* ${banner} */\n` +
      `/** The operations grouped by tag for the Sextant client (sdk/src/client.ts; codegen/sdkClient.ts). */\n` +
      `import type { Caller, ItemOf, Ok } from '../client.js';\n` +
      tags.map((t) => `import * as ${camel(t)} from './${t}.js';`).join('\n') +
      '\n\n' +
      `type P<F extends (...args: any) => any, I extends number> = Parameters<F>[I];\n` +
      `type R<F extends (...args: any) => any> = Awaited<ReturnType<F>>;\n\n` +
      `/**\n * Every operation of the document by tag (${rows.length} operations; ${paged} paged lists with an …All iterator). Methods\n` +
      ` * resolve to the success envelope and throw SextantError otherwise (sdk/src/client.ts).\n */\n` +
      `export interface SextantGroups {\n${iface.join('\n')}\n}\n\n` +
      `/** The groups, calling through \`c\` (the Sextant client). */\n` +
      `export const sextantGroups = (c: Caller): SextantGroups => ({\n${impl.join('\n')}\n});\n`,
  );

  writeFileSync(
    join(sdkSrc, 'index.ts'),
    `/* ${banner} */\n` +
      `export * from './runtime.js';\nexport * from './client.js';\nexport * from './generated/client.js';\nexport * from './generated/sextant.schemas.js';\n` +
      tags.map((t) => `export * from './generated/${t}.js';`).join('\n') +
      '\n',
  );
}
