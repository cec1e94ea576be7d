/**
 * The local object store's presigned endpoints, outside /api/v1 because they carry bytes, not JSON:
 *
 *   PUT /api/uploads/{token}    streams the body into the store. The token (src/storage/local.ts) pins the object
 *                               key, size, content type and SHA-256 and expires. The request must carry the exact
 *                               Content-Type and `Content-Digest: sha-256=:<base64>:` (RFC 9530) given in the
 *                               upload's `fields`; the body is written to a temporary file while it is hashed and
 *                               counted, and only moved into place when it has exactly the declared size and hash.
 *                               200 with the object's ETag. Uploading again replaces the object (a new ETag).
 *   GET  /api/downloads/{token} the object, as an attachment with the file's declared (and checked) type,
 *                               `X-Content-Type-Options: nosniff`, ranges and conditional requests (express's
 *                               sendFile).
 *
 * Refusals use the spec 2 §7 envelope: 404 once the file was deleted and 409 once it was confirmed (the grant
 * outlives the pending state); 403 for a token that is not ours or has expired, 400 for a wrong header,
 * size or checksum, 413 for more bytes than declared, 404 for a download of an object that is gone. The token is
 * the credential, so both answer any origin (CORS `*`, the ETag exposed to scripts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { ApiError } from '../core/errors.js';
import { failureBody } from '../core/envelope.js';
import { contentDigest, etagOf, type LocalObjectStore } from '../storage/local.js';
import { contentDisposition } from '../storage/types.js';

const NEW_UPLOAD = 'Request a new upload with POST /api/v1/files and send the bytes to its uploadUrl with the headers in its fields.';

class TooLarge extends Error {}

/** The state of the file an upload grant names: still pending, deleted (missing), or past pending (confirmed). */
export type UploadTarget = (key: string) => Promise<'pending' | 'missing' | 'confirmed'>;

export function uploadRoutes(store: LocalObjectStore, logger: Logger, target: UploadTarget): Router {
  const router = express.Router();
  const fail = (req: Request, res: Response, err: ApiError) => {
    res.status(err.status).set('Access-Control-Allow-Origin', '*').json(failureBody(err, req.requestId));
  };
  const grantOf = (req: Request, res: Response, op: 'put' | 'get') => {
    const v = store.verify(String(req.params.token));
    if ('error' in v || v.grant.op !== op) {
      const expired = 'error' in v && v.error === 'expired';
      fail(
        req,
        res,
        new ApiError('FORBIDDEN', expired ? 'This presigned URL has expired' : 'This URL is not a valid presigned URL', {
          details: [{ field: 'path.token', message: expired ? 'has expired' : 'signature does not match' }],
          suggestion: op === 'put' ? NEW_UPLOAD : 'Read the file again (GET /api/v1/files/{id}) for a fresh downloadUrl.',
        }),
      );
      return undefined;
    }
    return v.grant;
  };

  router.options(['/api/uploads/:token', '/api/downloads/:token'], (_req, res) => {
    res
      .set({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'PUT, GET, HEAD',
        'Access-Control-Allow-Headers': 'Content-Type, Content-Digest',
        'Access-Control-Max-Age': '600',
      })
      .status(204)
      .end();
  });

  router.put('/api/uploads/:token', async (req: Request, res: Response) => {
    const grant = grantOf(req, res, 'put');
    if (grant?.op !== 'put') return;
    // The grant outlives the file's pending state: a deleted file takes no bytes (deletion is irreversible), a
    // confirmed one no new ones (its bytes were, or are being, checked).
    const state = await target(grant.key);
    if (state !== 'pending') {
      req.resume();
      return fail(
        req,
        res,
        state === 'missing'
          ? new ApiError('NOT_FOUND', 'The file of this upload was deleted', { suggestion: NEW_UPLOAD })
          : new ApiError('INVALID_STATE_TRANSITION', 'This file is already confirmed: its bytes cannot change', {
              suggestion: 'Read it with GET /api/v1/files/{id}; to store other bytes, request a new upload with POST /api/v1/files.',
            }),
      );
    }
    const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== grant.contentType) {
      return fail(
        req,
        res,
        new ApiError('VALIDATION_FAILED', `Content-Type must be ${grant.contentType}`, {
          details: [{ field: 'header.Content-Type', message: `is ${type || 'missing'}, the upload was signed for ${grant.contentType}` }],
          suggestion: `Send Content-Type: ${grant.contentType}, as listed in the upload's fields.`,
        }),
      );
    }
    const digest = contentDigest(grant.sha256);
    if ((req.get('content-digest') ?? '').trim() !== digest) {
      return fail(
        req,
        res,
        new ApiError('VALIDATION_FAILED', 'Content-Digest does not match the declared SHA-256', {
          details: [{ field: 'header.Content-Digest', message: `must be ${digest}` }],
          suggestion: `Send Content-Digest: ${digest}, as listed in the upload's fields.`,
        }),
      );
    }
    const length = req.get('content-length');
    if (length !== undefined && Number(length) !== grant.size) {
      const err =
        Number(length) > grant.size
          ? new ApiError('PAYLOAD_TOO_LARGE', `The body has ${length} bytes; the upload was signed for ${grant.size}`, {
              details: [{ field: 'body', message: `exceeds ${grant.size} bytes` }],
              suggestion: 'Send exactly the file declared when the upload was requested, or request a new upload for this one.',
            })
          : new ApiError('VALIDATION_FAILED', `The body has ${length} bytes; the upload was signed for ${grant.size}`, {
              details: [{ field: 'body', message: `must be exactly ${grant.size} bytes` }],
              suggestion: 'Send exactly the file declared when the upload was requested, or request a new upload for this one.',
            });
      req.resume();
      return fail(req, res, err);
    }
    const path = await store.prepare(grant.key);
    const part = `${path}.${randomUUID()}.part`;
    const hash = createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        req,
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            if (size > grant.size) return done(new TooLarge());
            hash.update(chunk);
            done(null, chunk);
          },
        }),
        createWriteStream(part, { mode: 0o600 }),
      );
    } catch (err) {
      await rm(part, { force: true });
      if (err instanceof TooLarge) {
        res.set('Connection', 'close');
        return fail(
          req,
          res,
          new ApiError('PAYLOAD_TOO_LARGE', `The body is larger than the ${grant.size} bytes the upload was signed for`, {
            details: [{ field: 'body', message: `exceeds ${grant.size} bytes` }],
            suggestion: 'Send exactly the file declared when the upload was requested, or request a new upload for this one.',
          }),
        );
      }
      logger.warn({ err }, 'upload aborted');
      if (!res.headersSent && !req.destroyed) res.status(400).end();
      return;
    }
    const sha256 = hash.digest('hex');
    if (size !== grant.size || sha256 !== grant.sha256) {
      await rm(part, { force: true });
      return fail(
        req,
        res,
        new ApiError(
          'VALIDATION_FAILED',
          size !== grant.size ? `The body has ${size} bytes; the upload was signed for ${grant.size}` : 'The body does not match the declared SHA-256',
          {
            details: [{ field: 'body', message: size !== grant.size ? `must be exactly ${grant.size} bytes` : `hashes to ${sha256}` }],
            suggestion: 'Send exactly the bytes whose size and sha256 were declared, or request a new upload for this file.',
          },
        ),
      );
    }
    // The file may have been deleted or confirmed while the bytes streamed in: checked again before they land.
    if ((await target(grant.key)) !== 'pending') {
      await rm(part, { force: true });
      return fail(
        req,
        res,
        new ApiError('INVALID_STATE_TRANSITION', 'The file of this upload was deleted or confirmed while it was being sent', {
          suggestion: NEW_UPLOAD,
        }),
      );
    }
    await rename(part, path);
    const s = await stat(path);
    res
      .status(200)
      .set({ ETag: `"${etagOf(s.mtimeMs, s.size)}"`, 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag' })
      .end();
  });

  // Any other method on these URLs: 405 naming the one to use (not the API's generic unknown-route 404).
  router.all('/api/uploads/:token', (req: Request, res: Response) => {
    res.set('Allow', 'PUT, OPTIONS');
    fail(
      req,
      res,
      new ApiError('METHOD_NOT_ALLOWED', `${req.method} is not how bytes are uploaded`, {
        details: [{ field: 'method', message: 'must be PUT' }],
        suggestion: "Send the bytes with PUT to this URL, with every header in the upload's fields.",
      }),
    );
  });

  router.get('/api/downloads/:token', async (req: Request, res: Response) => {
    const grant = grantOf(req, res, 'get');
    if (grant?.op !== 'get') return;
    const path = store.pathOf(grant.key);
    try {
      await stat(path);
    } catch {
      return fail(
        req,
        res,
        new ApiError('NOT_FOUND', 'The file is no longer stored', {
          suggestion: 'It was deleted; list the files that remain with GET /api/v1/files.',
        }),
      );
    }
    res.set({
      'Content-Type': grant.contentType,
      'Content-Disposition': contentDisposition(grant.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
    res.sendFile(path, { dotfiles: 'allow', etag: true, lastModified: true });
  });
  router.all('/api/downloads/:token', (req: Request, res: Response) => {
    res.set('Allow', 'GET, HEAD, OPTIONS');
    fail(
      req,
      res,
      new ApiError('METHOD_NOT_ALLOWED', `${req.method} is not how files are downloaded`, {
        details: [{ field: 'method', message: 'must be GET' }],
        suggestion: 'GET this URL (it expires; read the file again for a fresh one).',
      }),
    );
  });
  return router;
}
