/**
 * The local object store: the embedded default when no bucket is configured, like Rails' Disk
 * service or Laravel's local disk. Objects live under `dir` (default `.data/files/`); uploads and downloads go
 * through URLs Sextant signs itself — `PUT /api/uploads/{token}` and `GET /api/downloads/{token}` (src/http/uploads.ts),
 * where the token is the signed grant: base64url(JSON) "." base64url(HMAC-SHA256(secret key, JSON)).
 *
 * An upload grant pins the key, the size, the content type and the SHA-256 and carries an expiry: the upload
 * route refuses any other length, type or checksum (sent as an RFC 9530 `Content-Digest: sha-256=:<base64>:`
 * header), streams the body to a temporary file while hashing, and only renames it into place when every byte
 * matched. The ETag of a stored object is `<mtime in ms, hex>-<size, hex>` (as nginx answers), so `head` needs no
 * second read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { normalizeEtag, type ObjectInfo, type ObjectStore, type PresignedUpload } from './types.js';

/** What a signed token grants. */
export type Grant =
  | { op: 'put'; key: string; size: number; contentType: string; sha256: string; exp: number }
  | { op: 'get'; key: string; filename: string; contentType: string; exp: number };

export class LocalObjectStore implements ObjectStore {
  readonly driver = 'local' as const;
  readonly dir: string;

  /**
   * `dir`: where objects are stored; `secret`: the HMAC key (src/storage/secretKey.ts); `publicUrl()`: the server's
   * own base URL as clients reach it (SEXTANT_PUBLIC_URL, else http://127.0.0.1:<port>), read when a URL is signed.
   */
  constructor(
    dir: string,
    private readonly secret: Buffer,
    private readonly publicUrl: () => string,
  ) {
    if (secret.length < 32) throw new Error('the local store needs a secret key of at least 32 bytes');
    this.dir = resolve(dir);
  }

  /** The file holding `key`; keys are `[uploads/]<orgId>/<fileId>`, never anything that leaves `dir`. */
  pathOf(key: string): string {
    if (!/^(uploads\/)?[0-9a-f-]{36}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid object key ${key}`);
    const path = resolve(this.dir, ...key.split('/'));
    if (!path.startsWith(this.dir + sep)) throw new Error(`invalid object key ${key}`);
    return path;
  }

  sign(grant: Grant): string {
    const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;
  }

  /** The grant a token carries when its signature is ours; `expired` when it was, but is past its expiry. */
  verify(token: string, now = Date.now()): { grant: Grant } | { error: 'invalid' | 'expired' } {
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length) return { error: 'invalid' };
    const want = createHmac('sha256', this.secret).update(body).digest();
    const got = Buffer.from(mac, 'base64url');
    if (got.length !== want.length || !timingSafeEqual(got, want)) return { error: 'invalid' };
    let grant: Grant;
    try {
      grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Grant;
    } catch {
      return { error: 'invalid' };
    }
    return grant.exp * 1000 < now ? { error: 'expired' } : { grant };
  }

  async presignUpload(o: { key: string; size: number; contentType: string; sha256: string; expiresInSeconds: number }): Promise<PresignedUpload> {
    const exp = Math.floor(Date.now() / 1000) + o.expiresInSeconds;
    const token = this.sign({ op: 'put', key: o.key, size: o.size, contentType: o.contentType, sha256: o.sha256, exp });
    return {
      url: `${this.publicUrl()}/api/uploads/${token}`,
      method: 'PUT',
      headers: { 'Content-Type': o.contentType, 'Content-Digest': contentDigest(o.sha256) },
      expiresAt: new Date(exp * 1000),
    };
  }

  async presignDownload(o: { key: string; filename: string; contentType: string; expiresInSeconds: number }): Promise<{ url: string; expiresAt: Date }> {
    const exp = Math.floor(Date.now() / 1000) + o.expiresInSeconds;
    const token = this.sign({ op: 'get', key: o.key, filename: o.filename, contentType: o.contentType, exp });
    return { url: `${this.publicUrl()}/api/downloads/${token}`, expiresAt: new Date(exp * 1000) };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return { size: s.size, etag: etagOf(s.mtimeMs, s.size) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async promote(from: string, to: string, etag: string): Promise<'moved' | 'changed' | 'missing'> {
    const info = await this.head(from);
    if (!info) return 'missing';
    if (info.etag !== normalizeEtag(etag)) return 'changed';
    await rename(this.pathOf(from), await this.prepare(to));
    return 'moved';
  }

  async copy(from: string, to: string): Promise<'copied' | 'missing'> {
    if (!(await this.head(from))) return 'missing';
    await copyFile(this.pathOf(from), await this.prepare(to));
    return 'copied';
  }

  /** Makes the directory an object of `key` goes in. */
  async prepare(key: string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    return path;
  }
}

/** The RFC 9530 Content-Digest header value for a lowercase-hex SHA-256. */
export const contentDigest = (sha256: string) => `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`;

/** nginx-style ETag of a stored file: mtime (ms) and size in hex. */
export const etagOf = (mtimeMs: number, size: number) => `${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}`;

export const localObjectDir = (dataDir: string) => join(dataDir, 'files');
