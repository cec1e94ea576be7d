/**
 * Webhook receivers for tests: a throwaway test CA with a leaf certificate for localhost and 127.0.0.1
 * (selfsigned, SHA-256: OpenSSL 3 refuses SHA-1), and a local HTTPS server that records every request it gets —
 * headers, the raw body bytes, the parsed JSON — and answers with a programmable status sequence. The receiver
 * verification of the documented signature scheme lives here too (`verifySignature`), written as an integrator
 * would: HMAC-SHA256 over `${t}.${rawBody}`, constant-time compare, timestamp within 5 minutes.
 */
import https from 'node:https';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import selfsigned from 'selfsigned';

export interface TestCa {
  /** PEM of the CA (what a server trusts: NODE_EXTRA_CA_CERTS or the webhooks.extraCa option). */
  caPem: string;
  /** The leaf certificate and key a receiver serves (localhost, 127.0.0.1). */
  certPem: string;
  keyPem: string;
  caPath: string;
  certPath: string;
  keyPath: string;
}

/** Generates a CA and a localhost leaf signed by it, written as ca.pem, cert.pem, key.pem under `dir`. */
export async function generateTestCa(dir: string): Promise<TestCa> {
  mkdirSync(dir, { recursive: true });
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Sextant test CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const paths = { caPath: join(dir, 'ca.pem'), certPath: join(dir, 'cert.pem'), keyPath: join(dir, 'key.pem') };
  writeFileSync(paths.caPath, ca.cert);
  writeFileSync(paths.certPath, leaf.cert);
  writeFileSync(paths.keyPath, leaf.private, { mode: 0o600 });
  return { caPem: ca.cert, certPem: leaf.cert, keyPem: leaf.private, ...paths };
}

export interface Received {
  /** The request path (each test uses its own). */
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body parsed as JSON (read it through a type, e.g. webhooks/_setup.ts `eventOf`); undefined when it is not JSON. */
  parsed: unknown;
  /** The status the receiver answered. */
  status: number;
  at: number;
}

export interface Receiver {
  /** https://localhost:<port> (`url('/path')` for a path; `url('/p', '127.0.0.1')` for the IP literal). */
  url: (path?: string, host?: string) => string;
  port: number;
  received: Received[];
  /**
   * Sets the answers for requests to `path`: each takes the next status of `statuses`; once used up, `then`
   * (default 200). `delayMs` holds each answer that long. Paths without answers get 200.
   */
  answer: (path: string, statuses: number[], then?: number, delayMs?: number) => void;
  /** The requests to `path` so far. */
  at: (path: string) => Received[];
  /** Resolves with the requests matching `pred` once there are at least `count` of them; rejects after `timeoutMs`. */
  waitFor: (pred: (r: Received) => boolean, count?: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
}

/** Starts an HTTPS receiver on a free port with the leaf certificate of `ca`. */
export async function startReceiver(ca: Pick<TestCa, 'certPem' | 'keyPem'>): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, { queue: number[]; then: number; delay: number }>();
  const server = https.createServer({ key: ca.keyPem, cert: ca.certPem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        parsed = undefined;
      }
      const path = req.url ?? '/';
      const a = answers.get(path);
      const status = a ? (a.queue.length ? a.queue.shift()! : a.then) : 200;
      received.push({ path, headers: req.headers, rawBody, parsed, status, at: Date.now() });
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status >= 300 ? `receiver says ${status}` : 'ok');
      }, a?.delay ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    url: (path = '/hook', host = 'localhost') => `https://${host}:${port}${path}`,
    answer: (path, statuses, then = 200, delayMs = 0) => {
      answers.set(path, { queue: [...statuses], then, delay: delayMs });
    },
    at: (path) => received.filter((r) => r.path === path),
    waitFor: async (pred, count = 1, timeoutMs = 20_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const hits = received.filter(pred);
        if (hits.length >= count) return hits;
        if (Date.now() > end)
          throw new Error(`receiver: ${hits.length} of ${count} expected requests after ${timeoutMs} ms (${received.length} received in all)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Verifies a delivery as the documentation tells receivers to: parse `Sextant-Signature: t=<s>,v1=<hex>`, recompute
 * HMAC-SHA256(secret, `${t}.${rawBody}`), compare in constant time, and refuse a timestamp more than `toleranceS`
 * (300) seconds from now. Returns the reason it fails, or null when valid.
 */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  toleranceS = 300,
  nowS = Math.floor(Date.now() / 1000),
): string | null {
  if (typeof header !== 'string') return 'no Sextant-Signature header';
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return `malformed header ${header}`;
  if (Math.abs(nowS - t) > toleranceS) return `timestamp ${t} outside the ${toleranceS} s tolerance`;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature mismatch';
  return null;
}
