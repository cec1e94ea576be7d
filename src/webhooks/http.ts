/**
 * The outbound HTTP of webhook deliveries (spec 2 §6.3): one POST, guarded against SSRF, never
 * following redirects, with TLS always verified and a hard time limit.
 *
 * - SSRF: every address the host resolves to must be public (`isPublicAddress`: ipaddr.js `range() === 'unicast'`,
 *   after unmapping IPv4-mapped IPv6), else the attempt fails with `refused non-public address <ip>` — loopback,
 *   private, link-local (cloud metadata 169.254.169.254), CGNAT, unique-local, NAT64 and every other special range
 *   are refused. The check is made inside the socket's own `lookup`, so the connection goes to exactly the address
 *   checked (no second resolution: DNS rebinding cannot slip a private address in). An IP-literal host never reaches
 *   `lookup` and is checked before the request. `allowPrivate` (SEXTANT_WEBHOOK_ALLOW_PRIVATE=1, or the server
 *   option) lifts the check for tests and local development only.
 * - TLS: verified against Node's trust store (NODE_EXTRA_CA_CERTS adds a CA); `extraCa` (a server option used by
 *   the in-process test server) adds one more CA on top of the bundled roots. Verification is never switched off.
 * - No redirects: a 3xx is returned as a status like any other (the caller counts it as a failure).
 * - Time: one hard limit for the whole exchange (DELIVERY_TIMEOUT_MS, `AbortSignal.timeout`), not an idle timeout;
 *   the response body is read up to MAX_RESPONSE_BYTES and the rest dropped.
 */
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import tls from 'node:tls';
import ipaddr from 'ipaddr.js';

/** The whole attempt (connect, TLS, request, response) must end within this. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a response body is read (its start is kept for the ledger's lastError). */
export const MAX_RESPONSE_BYTES = 64 * 1024;

/** Whether `addr` (an IPv4 or IPv6 literal) is a public unicast address; anything unparsable is not. */
export function isPublicAddress(addr: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(addr);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** A refused destination (SSRF guard); `message` names the address. */
export class RefusedAddressError extends Error {
  readonly code = 'ESSRF';
  constructor(readonly address: string) {
    super(`refused non-public address ${address}`);
  }
}

export interface PostOptions {
  /** Let loopback and private addresses through (tests and local development only). */
  allowPrivate?: boolean;
  /** A PEM CA trusted in addition to Node's bundled roots. */
  extraCa?: string;
  /** Override of DELIVERY_TIMEOUT_MS (unit tests). */
  timeoutMs?: number;
}

export interface PostResult {
  status: number;
  /** The start of the response body (at most MAX_RESPONSE_BYTES, as UTF-8). */
  body: string;
}

/** A `lookup` for the socket that resolves every address of `host` and refuses the lot if one is not public. */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => !isPublicAddress(a.address));
      if (bad) return callback(new RefusedAddressError(bad.address), '', 0);
      if (!list.length) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      // Happy eyeballs (autoSelectFamily) asks for every address; a plain connect for one.
      if ((options as dns.LookupOptions).all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      else callback(null, list[0].address, list[0].family);
    });
  };
}

/**
 * POSTs `body` to `url` (https only) with `headers`. Resolves with the status and the start of the body whatever
 * the status (3xx included: redirects are not followed); rejects on a refused address (RefusedAddressError), a
 * connection or TLS error, or the time limit (an Error whose message says `timeout after 10000 ms`).
 */
export function postJson(url: string, body: string, headers: Record<string, string>, opts: PostOptions = {}): Promise<PostResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new Error(`invalid URL ${url}`));
  }
  if (target.protocol !== 'https:') return Promise.reject(new Error(`refused ${target.protocol} URL: only https is delivered to`));
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !opts.allowPrivate && !isPublicAddress(host)) return Promise.reject(new RefusedAddressError(host));
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () => new Error(`timeout after ${timeoutMs} ms`);
  return new Promise<PostResult>((resolve, reject) => {
    const req = https.request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(Boolean(opts.allowPrivate)),
        signal,
        ...(opts.extraCa ? { ca: [...tls.rootCertificates, opts.extraCa] } : {}),
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= MAX_RESPONSE_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - size));
          size += Math.min(chunk.length, MAX_RESPONSE_BYTES - size);
          // Enough read: stop downloading the rest (the status is what counts).
          if (size >= MAX_RESPONSE_BYTES) res.destroy();
        });
        // The time limit also covers the body: a response cut by it is a timeout, one cut by the size cap is not.
        const done = () =>
          signal.aborted && size < MAX_RESPONSE_BYTES
            ? reject(timedOut())
            : resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        res.on('end', done);
        res.on('close', done); // also after destroy(): settling twice is harmless
        res.on('error', () => done());
      },
    );
    req.on('error', (err: Error & { code?: string; name: string }) => {
      if (signal.aborted || err.name === 'AbortError' || err.code === 'ABORT_ERR') reject(timedOut());
      else reject(err);
    });
    req.end(body);
  });
}

/** A short, stable description of a delivery error for the ledger (`lastError`). */
export function describeError(err: unknown): string {
  const e = err as Error & { code?: string };
  if (e instanceof RefusedAddressError) return e.message;
  const msg = e?.message ?? String(err);
  return e?.code && !msg.includes(e.code) ? `${e.code}: ${msg}` : msg;
}
