/**
 * The authorization server's construction (src/oauth/provider.ts): on the Node 20 LTS Sextant runs on, oidc-provider
 * prints "Unsupported runtime" when first imported. That line must not reach the log as a warning (the README says
 * Node 20 is supported), while the provider is still built and anything else printed meanwhile passes through.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import knex from 'knex';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createProvider, runtimeWarningLevel } from './provider.js';

const db = knex({ client: 'pg' }); // never queried while the provider is built

afterAll(() => db.destroy());

describe('createProvider on Node 20', () => {
  it('logs oidc-provider’s runtime line at debug only, and lets other console output through', async () => {
    const lines: { level: number; msg: string; detail?: string }[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const printed = vi.spyOn(console, 'warn');
    const built = createProvider({ db, issuer: 'http://localhost:3000', secret: randomBytes(32), logger });
    console.warn('a line of our own'); // printed while the provider module loads
    const { provider } = await built;
    expect(typeof provider.callback).toBe('function');

    const fromOidc = lines.filter((l) => l.msg === 'oidc-provider');
    const runtime = fromOidc.filter((l) => l.detail?.includes('Unsupported runtime'));
    // The check only fires before Node 22 LTS: on a newer runtime there is nothing to silence.
    if (Number(process.versions.node.split('.')[0]) < 22) expect(runtime).toHaveLength(1);
    const expected = runtimeWarningLevel(process.versions.node, process.release) === 'debug' ? 20 : 40; // pino's levels
    for (const l of runtime) expect(l.level).toBe(expected);
    expect(printed).toHaveBeenCalledWith('a line of our own');
    printed.mockRestore();
  });
});

describe('runtimeWarningLevel', () => {
  // The line is silenced only where the README says the runtime is supported: Node 20.19+ LTS.
  const cases: [version: string, lts: string | boolean | undefined, level: 'debug' | 'warn'][] = [
    ['20.19.0', 'Iron', 'debug'],
    ['20.20.1', 'Iron', 'debug'],
    ['20.18.3', 'Iron', 'warn'], // before crypto.hash and URL.parse
    ['20.19.0', undefined, 'warn'], // a nightly or custom build, not the LTS release
    ['21.7.3', false, 'warn'],
    ['23.11.0', false, 'warn'],
    ['25.1.0', false, 'warn'],
    ['18.20.4', 'Hydrogen', 'warn'],
  ];
  it.each(cases)('Node %s (lts %s) logs it at %s', (version, lts, level) => {
    expect(runtimeWarningLevel(version, lts === undefined ? {} : { lts })).toBe(level);
  });
});
