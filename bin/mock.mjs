#!/usr/bin/env node
/**
 * `npm run mock [-- --port 4010 --host 127.0.0.1 --static]` — the Prism mock of the bundled document:
 * every operation of src/generated/openapi.json answers with examples generated from its schemas (`--dynamic`;
 * `--static` for the document's own examples, as contract-tests/setup/mock.ts runs it), and requests are validated
 * against the document (Prism's default: an invalid request gets the operation's 400/422 answer with the
 * violations). Port: --port, else PORT, else 4010; host: --host, else HOST, else 127.0.0.1 (0.0.0.0 to share it).
 * Any bearer value is accepted. Exits with Prism's status; Ctrl-C stops it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const usage = 'usage: npm run mock [-- --port <n>] [--host <address>] [--static]';

let values;
try {
  ({ values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, host: { type: 'string', short: 'h' }, static: { type: 'boolean' }, help: { type: 'boolean' } },
  }));
} catch (err) {
  console.error(`mock: ${err.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = values.port ?? process.env.PORT ?? '4010';
if (!/^\d+$/.test(port) || Number(port) > 65535) {
  console.error(`mock: the port must be a number from 0 to 65535, not ${JSON.stringify(port)}\n${usage}`);
  process.exit(2);
}
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const document = join(root, 'src/generated/openapi.json');
const prism = join(root, 'node_modules/.bin/prism');
if (!existsSync(document)) {
  console.error('mock: src/generated/openapi.json is missing: run `npm run gen` first');
  process.exit(1);
}
if (!existsSync(prism)) {
  console.error('mock: Prism is not installed: run `npm ci` (it is a devDependency, @stoplight/prism-cli)');
  process.exit(1);
}

// Dynamic examples without made-up extra properties: answers stay valid against the document's schemas.
const args = ['mock', document, '--port', port, '--host', host, ...(values.static ? [] : ['--dynamic', '--json-schema-faker-fillProperties=false'])];
const child = spawn(prism, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
