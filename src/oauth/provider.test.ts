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
import { createProvider } from './provider.js';

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
    for (const l of runtime) expect(l.level).toBe(20); // pino's debug
    expect(fromOidc.filter((l) => l.level >= 40 && l.detail?.includes('Unsupported runtime'))).toEqual([]);
    expect(printed).toHaveBeenCalledWith('a line of our own');
    printed.mockRestore();
  });
});
