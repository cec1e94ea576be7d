/**
 * Bundles the `sextant` CLI (src/cli/sextant/) into dist/cli.mjs, the SDK package's "bin": one ESM file
 * for Node 20 with everything it needs inlined (commander, cli-progress, the bundled OpenAPI document, the operation
 * table, the generated validators), so `npm install @sextant/sdk` gives a working `npx sextant` without the repo.
 * Runs in the SDK's build (prepack), from the repo, with the repo's esbuild.
 */
import { build } from 'esbuild';
import { chmodSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(sdk, 'dist', 'cli.mjs');
await build({
  entryPoints: [join(sdk, '..', 'src', 'cli', 'sextant', 'bin.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  // commander and cli-progress are CommonJS: give the ESM bundle a `require` for Node's built-ins.
  plugins: [
    {
      // The generated validators call ajv's runtime helpers and ajv-formats through a local createRequire (they are
      // ESM loaded from the repo); without that binding esbuild sees plain require() calls and bundles their targets.
      name: 'inline-validator-requires',
      setup(b) {
        b.onLoad({ filter: /src[\\/]generated[\\/]validators-[a-z]+\.js$/ }, (args) => ({
          contents: readFileSync(args.path, 'utf8')
            .replace(/^import \{ createRequire \} from 'node:module';$/m, '')
            .replace(/^const require = createRequire\(import\.meta\.url\);$/m, ''),
          loader: 'js',
        }));
      },
    },
  ],
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __sextantRequire } from 'node:module';\nconst require = __sextantRequire(import.meta.url);" },
});
chmodSync(outfile, 0o755);
