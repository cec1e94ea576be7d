#!/usr/bin/env node
/**
 * The `sextant` command (package.json "bin": { "sextant": "bin/sextant.mjs" }, so `npx sextant` works
 * from the repo). It runs src/cli/sextant/main.ts through tsx, which the repo has as a dependency; the CLI is
 * generated at runtime from src/generated/operations.ts and src/generated/openapi.json.
 *
 * The published command ships in the SDK package (`@sextant/sdk`, "bin": dist/cli.mjs): sdk/scripts/build-cli.mjs
 * bundles src/cli/sextant/bin.ts with esbuild (the document, operation table and validators inlined), so an
 * integrator's `npm install` of the SDK gives `npx sextant` without the repo.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});
const { main } = await import(pathToFileURL(join(root, 'src/cli/sextant/main.ts')).href);
process.exitCode = await main({ argv: process.argv.slice(2) });
