/**
 * The fleet's haproxy.cfg (decision 0058): every instance health-checked on /readyz, retries that never replay a
 * write without an Idempotency-Key, long timeouts for the MCP streams only, and a pre-drain that outlasts the checks
 * that take an instance out. When HAProxy is installed, it must accept the file (`haproxy -c`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_INTER_MS, FALL, PREDRAIN_MS, findHaproxy, haproxyConfig, run } from './haproxy.js';

const servers = [3001, 3002, 3003].map((port, i) => ({ name: `i${i + 1}`, host: '127.0.0.1', port }));
const cfg = haproxyConfig({ bind: { host: '127.0.0.1', port: 3000 }, servers, statsSocket: '/tmp/x.sock' });
const lines = cfg.split('\n').map((l) => l.trim());

describe('haproxyConfig', () => {
  it('checks every instance on GET /readyz, expecting 200', () => {
    expect(lines).toContain('option httpchk GET /readyz');
    expect(lines).toContain('http-check expect status 200');
    for (const s of servers) expect(lines).toContain(`server ${s.name} 127.0.0.1:${s.port} check`);
  });

  it('keeps an instance serving after SIGTERM for longer than the checks take to mark it down', () => {
    expect(lines).toContain(`default-server inter ${CHECK_INTER_MS} fall ${FALL} rise 2`);
    expect(PREDRAIN_MS).toBeGreaterThan(CHECK_INTER_MS * FALL);
  });

  it('retries connection failures anywhere, and replays a request that reached an instance only when safe', () => {
    expect(lines).toContain('retry-on conn-failure empty-response');
    expect(lines).toContain('option redispatch 1');
    // Replays are disabled unless the method is safe or the write carries an Idempotency-Key.
    expect(lines).toContain('http-request disable-l7-retry if !{ method GET HEAD OPTIONS } !{ req.hdr(idempotency-key) -m found }');
    expect(cfg).not.toMatch(/retry-on[^\n]*(5\d\d|response-timeout|junk-response|all-retryable)/);
  });

  it('gives streams long timeouts (MCP, tunnels) and every other answer a minute', () => {
    expect(lines).toContain('timeout tunnel 1h');
    expect(lines).toContain('timeout server 60s');
    expect(lines).toContain('http-request set-timeout server 1h if { path_beg /api/mcp }');
  });

  it.each([
    ['127.0.0.1', 'http', 'bind 127.0.0.1:3000', 'http-request set-header X-Forwarded-Proto http'],
    ['::', 'https', 'bind [::]:3000', 'http-request set-header X-Forwarded-Proto https'],
  ] as const)('binds %s and forwards the client address and protocol (%s)', (host, proto, bind, forwarded) => {
    const c = haproxyConfig({ bind: { host, port: 3000 }, servers, statsSocket: '/tmp/x.sock', proto })
      .split('\n')
      .map((l) => l.trim());
    expect(c).toContain(bind);
    expect(c).toContain('option forwardfor');
    expect(c).toContain(forwarded);
  });

  it.skipIf(!findHaproxy())('is accepted by haproxy -c', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-cfg-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig({ bind: { host: '127.0.0.1', port: 3000 }, servers, statsSocket: join(dir, 's.sock') }));
      await expect(run(findHaproxy()!, ['-c', '-f', join(dir, 'haproxy.cfg')])).resolves.toMatch(/valid/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
