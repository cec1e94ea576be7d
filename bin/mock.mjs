#!/usr/bin/env node
/**
 * `npm run mock [-- --port 4010 --host 127.0.0.1 --dynamic --seed 1 --recorded-origin https://sextant.example.com]` — a mock
 * of the whole API: Prism serving the bundled document (src/generated/openapi.json) behind a thin proxy
 * (bin/mockProxy.mjs). Static by default: every operation answers the document's own example (`--static` is
 * accepted and changes nothing); `--dynamic`, or `Prefer: dynamic=true` on one request, answers data generated from
 * the schemas instead (`--seed <s>` makes that data the same on every run). `Prefer: code=404` answers the
 * documented 404 example, `Prefer: example=<name>` a named one.
 * Requests are validated against the document (Prism's default); the proxy adds cursor paging, points the recorded
 * server's absolute URLs at the mock, and answers bad input with the server's 400 VALIDATION_FAILED envelope.
 * Port: --port, else PORT, else 4010 (0 for any free one); host: --host, else HOST, else 127.0.0.1 (0.0.0.0 to share
 * it). Prism listens on a free loopback port of its own. Prints `mock: listening on <url>` once both answer. Any
 * bearer value is accepted. Exits with Prism's status; Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createMockProxy } from './mockProxy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const usage = 'usage: npm run mock [-- --port <n>] [--host <address>] [--dynamic [--seed <s>]] [--recorded-origin <url>]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string', short: 'h' },
      static: { type: 'boolean' },
      dynamic: { type: 'boolean' },
      'recorded-origin': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (err) {
  console.error(`mock: ${err.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.static && values.dynamic) {
  console.error(`mock: --static and --dynamic exclude each other (static is the default)\n${usage}`);
  process.exit(2);
}
const port = values.port ?? process.env.PORT ?? '4010';
if (!/^\d+$/.test(port) || Number(port) > 65535) {
  console.error(`mock: the port must be a number from 0 to 65535, not ${JSON.stringify(port)}\n${usage}`);
  process.exit(2);
}
const recordedOrigin = values['recorded-origin'] ?? 'https://sextant.example.com';
if (!URL.canParse(recordedOrigin)) {
  console.error(`mock: --recorded-origin must be an absolute URL such as https://sextant.example.com, not ${JSON.stringify(recordedOrigin)}\n${usage}`);
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

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });

const prismPort = await freePort();
const proxy = createMockProxy({ doc: JSON.parse(readFileSync(document, 'utf8')), prismUrl: `http://127.0.0.1:${prismPort}`, recordedOrigin });
await new Promise((resolve, reject) => proxy.once('error', reject).listen(Number(port), host, resolve)).catch((err) => {
  console.error(`mock: cannot listen on ${host}:${port}: ${err.message}`);
  process.exit(1);
});
const address = proxy.address();
const self = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

// Dynamic examples without made-up extra properties: answers stay valid against the document's schemas.
const args = [
  'mock',
  document,
  '--port',
  String(prismPort),
  '--host',
  '127.0.0.1',
  ...(values.dynamic ? ['--dynamic', '--json-schema-faker-fillProperties=false'] : []),
];
const child = spawn(prism, args, { stdio: ['ignore', 'pipe', 'pipe'] });
// Prism's log names its own loopback port: shown with the mock's address, which is the one to call.
const internal = new RegExp(`http://127\\.0\\.0\\.1:${prismPort}`, 'g');
let ready = false;
let tail = '';
const relay = (out) => (chunk) => {
  const text = chunk.toString().replace(internal, self);
  out.write(text);
  tail = (tail + text).slice(-200);
  if (!ready && tail.includes('Prism is listening')) {
    ready = true;
    console.log(`mock: listening on ${self} (${values.dynamic ? 'dynamic: data generated from the schemas' : "static: the document's examples"})`);
  }
};
child.stdout.on('data', relay(process.stdout));
child.stderr.on('data', relay(process.stderr));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  proxy.close();
  process.exit(code ?? (signal ? 1 : 0));
});
