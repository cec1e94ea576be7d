/**
 * Static bodies served compressed: the reference page's HTML, scripts and documents (src/http/docs.ts). Each body
 * is compressed once per coding, on the first request that asks for that coding, and the bytes are kept for the
 * life of the process — a request never compresses anything itself.
 *
 *   content coding   chosen from Accept-Encoding (`chooseEncoding`): br, gzip or identity; `Vary: Accept-Encoding`
 *   ETag             strong, per representation: `"<hash>"` (identity), `"<hash>-gzip"`, `"<hash>-br"`, where
 *                    <hash> is the SHA-256 of the identity bytes (27 base64url characters)
 *   If-None-Match    naming the chosen representation's ETag (or `*`): 304 without a body
 *   Cache-Control    the asset's own (`immutable` for content-hashed URLs, `no-cache` for the rest), except on a
 *                    request carrying a credential, which keeps the `no-store` of src/http/securityHeaders.ts
 *
 * Brotli runs at quality 9, not 11: on the 1.1 MB document 11 saves ~8% more and costs ~9× the time (seconds on a
 * loaded 2-core machine, paid by the first visitor); gzip at level 9. Both run on libuv's thread pool.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip' | 'identity';

/** What the server can send, most preferred first: on equal q-values this order breaks the tie. */
const OFFERED: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The content coding to answer `accept` (an Accept-Encoding header value; RFC 9110 §12.5.3) with: of br, gzip and
 * identity the one with the highest q-value, br before gzip before identity on a tie. `*` stands for every coding
 * the header does not name; `x-gzip` is gzip; identity, when the header neither names it nor has `*`, is
 * acceptable at the lowest q-value the header gives (as negotiator, express's, reads it): never preferred to a
 * coding the client asked for. No header, or one refusing all three: identity (the body as it is).
 */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (accept === undefined) return 'identity';
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => /^q\s*=/.test(p));
    const value = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/, ''));
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // A malformed q counts as a refusal rather than a preference; repeated names keep their best q.
    const qValue = Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
    q.set(coding, Math.max(q.get(coding) ?? 0, qValue));
  }
  const star = q.get('*');
  const lowest = Math.min(1, ...[...q.values()].filter((v) => v > 0));
  const qOf = (coding: Encoding): number => q.get(coding) ?? star ?? (coding === 'identity' ? lowest : 0);
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of OFFERED) {
    if (qOf(coding) > bestQ) {
      best = coding;
      bestQ = qOf(coding);
    }
  }
  return best;
}

export interface StaticAssetOptions {
  /** The identity bytes (or text, as UTF-8). */
  body: Buffer | string;
  /** The Content-Type, e.g. `text/javascript; charset=utf-8`. */
  type: string;
  /** The Cache-Control of a request without a credential. */
  cacheControl: string;
  /** Headers every answer carries besides those above (e.g. the page's Content-Security-Policy). */
  headers?: Record<string, string>;
}

export interface StaticAsset {
  /** The identity bytes. */
  readonly body: Buffer;
  /** SHA-256 of the identity bytes, 27 base64url characters: the ETag's core and the hashed URLs' part. */
  readonly hash: string;
  /** The ETag of the representation in `encoding`, quoted. */
  etag(encoding: Encoding): string;
  /** The bytes in `encoding`, compressed on the first call for that coding and kept. */
  bytes(encoding: Encoding): Promise<Buffer>;
  /** Answers a GET or HEAD with the representation `req` accepts (or 304), as the module docstring says. */
  serve(req: Request, res: Response): Promise<void>;
}

const compressors: Record<Exclude<Encoding, 'identity'>, (b: Buffer) => Promise<Buffer>> = {
  br: (b) =>
    promisify(brotliCompress)(b, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: b.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
  gzip: (b) => promisify(gzip)(b, { level: 9 }),
};

/** Whether the request carries a credential (the rule of src/http/securityHeaders.ts). */
const credentialed = (req: Request) => req.headers.authorization !== undefined || req.headers.cookie !== undefined;

/** A static body served as the module docstring says. */
export function staticAsset(options: StaticAssetOptions): StaticAsset {
  const body = typeof options.body === 'string' ? Buffer.from(options.body, 'utf8') : options.body;
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const compressed = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(body)]]);
  const etag = (encoding: Encoding) => (encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`);
  const bytes = (encoding: Encoding): Promise<Buffer> => {
    let out = compressed.get(encoding);
    if (!out) {
      out = compressors[encoding as Exclude<Encoding, 'identity'>](body);
      compressed.set(encoding, out);
      // A failed compression is not kept: the next request tries again.
      out.catch(() => compressed.delete(encoding));
    }
    return out;
  };
  return {
    body,
    hash,
    etag,
    bytes,
    async serve(req, res) {
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      res.set({ ...options.headers, 'Content-Type': options.type, Vary: 'Accept-Encoding', ETag: etag(encoding) });
      if (!credentialed(req)) res.set('Cache-Control', options.cacheControl);
      // `fresh` (express's req.fresh): If-None-Match against the ETag just set, weak comparison, `*` included.
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const out = await bytes(encoding);
      if (encoding !== 'identity') res.set('Content-Encoding', encoding);
      res.set('Content-Length', String(out.length));
      res.status(200).end(req.method === 'HEAD' ? undefined : out);
    },
  };
}
