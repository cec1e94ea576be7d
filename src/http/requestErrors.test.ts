/** Errors raised while reading a request → §7 ApiErrors: body-parser / raw-body / http-errors, URIError. */
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import createError from 'http-errors';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../core/errors.js';
import { clientFault, malformedPath } from './requestErrors.js';

const at = { path: '/api/v1/tasks' };
const summary = (e: ApiError | undefined) => e && { status: e.status, code: e.code, details: e.details };

/** The error a decompression stream raises for a plain body, as body-parser passes it on (createError(400, err)). */
const undecodable = (stream: NodeJS.ReadWriteStream) =>
  new Promise<Error>((resolve) => {
    stream.on('error', (err) => resolve(createError(400, err)));
    stream.end('{"plain":"json"}');
  });

describe('clientFault', () => {
  it('maps the body reader errors by type', async () => {
    expect(summary(clientFault(createError(400, 'bad', { type: 'entity.parse.failed' }), at))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body', message: 'is not valid JSON' }],
    });
    expect(summary(clientFault(createError(413, 'big', { type: 'entity.too.large', limit: 1048576 }), at))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      details: [{ field: 'body', message: 'is larger than 1 MB' }],
    });
    expect(summary(clientFault(createError(415, 'cs', { type: 'charset.unsupported', charset: 'iso-8859-1' }), at))).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [{ field: 'header.Content-Type', message: 'charset iso-8859-1 is not supported; only utf-8 is' }],
    });
    expect(summary(clientFault(createError(415, 'enc', { type: 'encoding.unsupported', encoding: 'x-probe' }), at))).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [{ field: 'header.Content-Encoding', message: 'x-probe is not supported; use gzip, deflate or br, or none' }],
    });
    expect(clientFault(createError(400, 'aborted', { type: 'request.aborted' }), at)?.details?.[0].field).toBe('header.Content-Length');
  });

  it('a body that does not decode as its Content-Encoding (gzip, br) is 400 naming the header', async () => {
    const e = clientFault(await undecodable(createGunzip()), { ...at, contentEncoding: 'gzip' });
    expect(summary(e)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'header.Content-Encoding', message: 'says gzip, but the body does not decode as gzip' }],
    });
    expect(e?.suggestion).toMatch(/Compress the body with gzip/);
    expect(clientFault(await undecodable(createBrotliDecompress()), { ...at, contentEncoding: 'br' })?.details).toEqual([
      { field: 'header.Content-Encoding', message: 'says br, but the body does not decode as br' },
    ]);
  });

  it('any other 4xx keeps its status in an envelope; 5xx and plain errors are left to the caller (500)', () => {
    expect(summary(clientFault(createError(403, 'verify failed', { type: 'entity.verify.failed' }), at))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      details: [{ field: 'request', message: 'verify failed' }],
    });
    expect(summary(clientFault(createError(422, 'odd'), at))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(clientFault(createError(500, 'stream encoding should not be set', { type: 'stream.encoding.set' }), at)).toBeUndefined();
    expect(clientFault(new Error('boom'), at)).toBeUndefined();
    expect(clientFault(undefined, at)).toBeUndefined();
    expect(clientFault('text', at)).toBeUndefined();
  });

  it('a URIError (the router decoding a malformed path) is 400 naming the path', () => {
    const e = clientFault(new URIError('URI malformed'), { path: '/api/v1/tasks/%' });
    expect(summary(e)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'path', message: 'segment "%" is not valid percent-encoded UTF-8' }],
    });
    expect(e!.suggestion).toMatch(/%25/);
  });
});

describe('malformedPath', () => {
  it('finds the first segment that is not percent-encoded UTF-8', () => {
    expect(malformedPath('/api/v1/visions/%ED%A0%80')?.details).toEqual([{ field: 'path', message: 'segment "%ED%A0%80" is not valid percent-encoded UTF-8' }]);
    expect(malformedPath('/api/v1/tasks/%zz/assignments')?.details?.[0].message).toMatch(/"%zz"/);
    expect(malformedPath('/api/v1/tasks/ENG%2D1')).toBeUndefined();
    expect(malformedPath('/api/v1/search')).toBeUndefined();
  });
});
