#!/usr/bin/env node
/**
 * The `sextant` command (issue 20 §2; package.json "bin": { "sextant": "bin/sextant.mjs" }, so `npx sextant` works
 * from the repo). It runs src/cli/sextant/main.ts through tsx, which the repo has as a dependency; the CLI is
 * generated at runtime from src/generated/operations.ts and src/generated/openapi.json.
 *
 * A published build (shipped with the SDK package) would not carry tsx or src/: it would esbuild
 * src/cli/sextant/main.ts into one ESM file (as bin/start.mjs does for the server: platform node, target node20,
 * the JSON document and the generated validators inlined, commander and cli-progress as dependencies, ajv-formats
 * only if the validators require it) and point its "bin" at that file instead.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { main } = await import(pathToFileURL(join(root, 'src/cli/sextant/main.ts')).href);
process.exitCode = await main({ argv: process.argv.slice(2) });
